/** A FEC the wizard reports on: its uuid and the name shown (the original file name). */
export interface WizardFec {
  uuid: string;
  name: string;
}
