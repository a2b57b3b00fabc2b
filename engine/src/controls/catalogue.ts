/** The audit-control catalogue (fec-reference.md §4), in catalogue order. */
import type { ComparisonControlDefinition, ControlDefinition } from '../model/control';
import { AMENDES } from './amendes';
import { AN_CONTENU } from './an-contenu';
import { AN_CONTINUITE, AN_CONTINUITE_COMPARISON } from './an-continuite';
import { AN_TETE } from './an-tete';
import { ARRONDIS } from './arrondis';
import { ATTENTE } from './attente';
import { AUX_NONTIERS } from './aux-nontiers';
import { BANQUE_CRED } from './banque-cred';
import { BENFORD } from './benford';
import { CAISSE_CRED } from './caisse-cred';
import { CCA_DEB } from './cca-deb';
import { CENTRAL } from './central';
import { CHRONO } from './chrono';
import { CLASSE_89 } from './classe-89';
import { CLI_CRED } from './cli-cred';
import { CPT_PCG } from './cpt-pcg';
import { DEVISE } from './devise';
import { DOUBLON_FACT } from './doublon-fact';
import { DOUBLON_REGL } from './doublon-regl';
import { EQ_ECR } from './eq-ecr';
import { EQ_GLB } from './eq-glb';
import { ESPECES } from './especes';
import { EVOLUTION } from './evolution';
import { EXTOURNE } from './extourne';
import { FIN_EXO } from './fin-exo';
import { FOUR_DEB } from './four-deb';
import { HORS_EXO } from './hors-exo';
import { JE_ATYPIQUES } from './je-atypiques';
import { JE_CHIFFRES } from './je-chiffres';
import { JE_CPT_RARES } from './je-cpt-rares';
import { JE_DOUBLON } from './je-doublon';
import { JE_MOTS_CLES } from './je-mots-cles';
import { JE_PAIRES_RARES } from './je-paires-rares';
import { JE_RAFALES } from './je-rafales';
import { LET_ABSENT } from './let-absent';
import { LET_DATE } from './let-date';
import { LET_DESEQ } from './let-deseq';
import { LIB_VIDE } from './lib-vide';
import { MECENAT } from './mecenat';
import { PETIT_MAT } from './petit-mat';
import { PIECE_ABS } from './piece-abs';
import { PROV_CLIENTS } from './prov-clients';
import { SENS_ANORMAL } from './sens-anormal';
import { SEQ_MULTIDATE } from './seq-multidate';
import { SEQ_RUPT } from './seq-rupt';
import { SOLDE_67 } from './solde-67';
import { TVA_CARBU } from './tva-carbu';
import { TVA_CREDIT } from './tva-credit';
import { TVA_JOURNAL } from './tva-journal';
import { TVA_OUBLI } from './tva-oubli';
import { TVA_TAUX } from './tva-taux';
import { VALID_AVANT } from './valid-avant';
import { VALID_TARDIVE } from './valid-tardive';
import { VALID_VIDE } from './valid-vide';
import { WEEKEND_FERIE } from './weekend-ferie';

/* eslint-disable @typescript-eslint/no-explicit-any -- each control has its own params type */
export const CONTROLS: ControlDefinition<any>[] = [
  EQ_ECR,
  EQ_GLB,
  SEQ_RUPT,
  SEQ_MULTIDATE,
  CHRONO,
  AN_TETE,
  AN_CONTENU,
  AN_CONTINUITE,
  HORS_EXO,
  VALID_AVANT,
  VALID_TARDIVE,
  VALID_VIDE,
  PIECE_ABS,
  LIB_VIDE,
  CENTRAL,
  SOLDE_67,
  CLASSE_89,
  CPT_PCG,
  AUX_NONTIERS,
  LET_DATE,
  LET_DESEQ,
  LET_ABSENT,
  DEVISE,
  CAISSE_CRED,
  BANQUE_CRED,
  FOUR_DEB,
  CLI_CRED,
  SENS_ANORMAL,
  ATTENTE,
  CCA_DEB,
  EXTOURNE,
  TVA_TAUX,
  TVA_JOURNAL,
  TVA_OUBLI,
  TVA_CARBU,
  TVA_CREDIT,
  DOUBLON_FACT,
  DOUBLON_REGL,
  WEEKEND_FERIE,
  FIN_EXO,
  ARRONDIS,
  BENFORD,
  ESPECES,
  AMENDES,
  PETIT_MAT,
  PROV_CLIENTS,
  MECENAT,
  // Journal-entry tests (ISA 240 / NEP 240).
  JE_DOUBLON,
  JE_CHIFFRES,
  JE_PAIRES_RARES,
  JE_CPT_RARES,
  JE_MOTS_CLES,
  JE_RAFALES,
  JE_ATYPIQUES,
];

export const COMPARISON_CONTROLS: ComparisonControlDefinition<any>[] = [AN_CONTINUITE_COMPARISON, EVOLUTION];
/* eslint-enable @typescript-eslint/no-explicit-any */

export function controlById(id: string): (typeof CONTROLS)[number] | undefined {
  return CONTROLS.find((c) => c.id === id);
}
