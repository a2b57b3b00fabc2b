/**
 * The compte rendu de mission of an examen de conformité fiscale (issue 38), in Word (editable) and PDF, in the
 * layout of the arrêté du 13 janvier 2021's model (annex 3). Both take the same model and say the same thing.
 */
export { renderCompteRenduDocx } from './docx';
export { renderCompteRenduPdf } from './pdf';
export { compteRenduFileName, DRAFT_MARK, NOT_CONCLUDED } from './texts';
