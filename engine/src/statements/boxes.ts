/**
 * The PCG → tax-return box correspondence (liasse 2050-2053, régime réel normal) and the 2033-A/B boxes
 * (régime simplifié) derived from it.
 *
 * Built from the DGFiP's notices (2050-NOT-SD, 2033-NOT-SD) and the PCG (règlement ANC 2014-03). The MIT
 * project neolegal-fr/fec-reader (src/main/resources/formulaires/*.json, © 2023 its authors) publishes a
 * similar table; it was read to cross-check ours (e.g. 708 belongs to production vendue de services, FG,
 * as the filed returns of its fixtures show), not copied.
 */

/** A box's natural side: 'D' boxes hold debit − credit (assets, charges), 'C' boxes credit − debit. */
export type Side = 'D' | 'C';

export interface BoxDef {
  code: string;
  label: string;
  side: Side;
  /** Sum of other boxes (computed from the rounded boxes, as the forms are filled): `+CODE` / `-CODE`. */
  total?: string[];
}

/**
 * Prefix → box. `A/B`: box A when the account's balance is a debit, box B when it is a credit (a supplier
 * with a debit balance is a receivable). The longest matching prefix wins.
 */
const RULES_TEXT = `
101 DA; 108 DA; 10 DG; 104 DB; 105 DC; 107 DC; 1061 DD; 1062 DF; 1063 DE; 1064 DF; 106 DG; 109 AA;
11 DH; 12 DI; 13 DJ; 14 DK; 151 DP; 15 DQ;
161 DS; 16881 DS; 163 DT; 16883 DT; 164 DU; 16884 DU; 1671 DM; 1674 DN; 169 CM; 16 DV; 17 DV; 18 EA; 1 EA;
201 AB; 203 CX; 205 AF; 206 AH; 207 AH; 208 AJ; 232 AJ; 237 AL; 20 AJ;
211 AN; 212 AN; 213 AP; 214 AP; 215 AR; 218 AT; 21 AT; 22 AT; 24 AT; 25 AT;
231 AV; 238 AX; 23 AV;
261 CU; 266 CU; 26 CU; 267 BB; 268 BB; 269 DZ;
271 BD; 272 BD; 273 BD; 27682 BD; 274 BF; 27684 BF; 275 BH; 276 BH; 279 DZ; 27 BH;
2801 AC; 2803 CQ; 2805 AG; 2806 AI; 2807 AI; 2808 AK; 280 AK;
2811 AO; 2812 AO; 2813 AQ; 2814 AQ; 2815 AS; 2818 AU; 28 AU;
2905 AG; 2906 AI; 2907 AI; 2908 AK; 290 AK; 2911 AO; 291 AU; 2931 AW; 2932 AK; 293 AW;
2961 CV; 2966 CV; 296 CV; 2967 BC; 2968 BC; 2971 BE; 2972 BE; 2973 BE; 2974 BG; 2975 BI; 2976 BI; 29 BI; 2 AT;
31 BL; 32 BL; 33 BN; 34 BP; 35 BR; 36 BN; 37 BT; 38 BL; 391 BM; 392 BM; 393 BO; 394 BQ; 395 BS; 396 BO; 397 BU; 39 BM; 3 BL;
4091 BV/DX; 409 BZ/DX; 401 BZ/DX; 403 BZ/DX; 404 BZ/DZ; 405 BZ/DZ; 4084 BZ/DZ; 408 BZ/DX; 40 BZ/DX;
411 BX/EA; 413 BX/EA; 416 BX/EA; 418 BX/EA; 4191 BZ/DW; 419 BZ/EA; 41 BX/EA;
42 BZ/DY; 426 BZ/DV; 43 BZ/DY; 44 BZ/DY;
4562 CB/DV; 45 BZ/DV; 457 BZ/DY; 46 BZ/EA; 47 BZ/EA; 476 CN; 477 ED;
481 CW; 486 CH; 487 EB; 48 BZ/EA; 49 CA; 491 BY; 4 BZ/EA;
50 CD; 509 EA; 52 CD; 51 CF/DU; 53 CF/DU; 54 CF/DU; 58 CF/EA; 59 CE; 5 CF/DU;
707 FA; 7097 FA; 701 FD; 702 FD; 703 FD; 7091 FD; 7092 FD; 7093 FD; 70 FG;
71 FM; 72 FN; 73 FN; 74 FO; 75 FQ; 755 GH; 781 FP; 791 FP; 78 FP; 79 FP;
761 GJ; 762 GK; 766 GN; 767 GO; 786 GM; 796 GM; 76 GL;
771 HA; 775 HB; 777 HB; 778 HB; 787 HC; 797 HC; 77 HA;
607 FS; 6087 FS; 6097 FS; 6037 FT; 601 FU; 602 FU; 6081 FU; 6082 FU; 6091 FU; 6092 FU;
603 FV; 60 FW; 61 FW; 62 FW; 63 FX; 64 FY; 645 FZ; 646 FZ; 647 FZ;
6811 GA; 6812 GA; 6816 GB; 6817 GC; 6815 GD; 681 GA; 68 GA; 686 GQ; 687 HG;
65 GE; 655 GI; 661 GR; 66 GR; 666 GS; 667 GT;
67 HE; 671 HE; 675 HF; 678 HF; 691 HJ; 69 HK; 6 FW; 7 FQ
`;

interface Rule {
  debit: string;
  credit: string;
}

const RULES = new Map<string, Rule>();
for (const item of RULES_TEXT.split(';')) {
  const [prefix, boxes] = item.trim().split(/\s+/);
  if (!prefix) continue;
  const [debit, credit = debit] = boxes.split('/');
  RULES.set(prefix, { debit, credit });
}

/** The box an account's balance goes to (null for accounts outside the PCG's classes 1–7). */
export function boxOfAccount(account: string, balance: number): string | null {
  for (let n = Math.min(account.length, 5); n >= 1; n--) {
    const rule = RULES.get(account.slice(0, n));
    if (rule) return balance >= 0 ? rule.debit : rule.credit;
  }
  return null;
}

const B = (code: string, label: string, side: Side, total?: string): BoxDef =>
  total ? { code, label, side, total: total.split(' ') } : { code, label, side };

/** 2050-2053 boxes, in the forms' order. Amortisation/depreciation boxes (col. 2 of the 2050) are 'C'. */
export const BOXES_2050: BoxDef[] = [
  // 2050 — Bilan actif (brut / amortissements et dépréciations)
  B('AA', 'Capital souscrit non appelé', 'D'),
  B('AB', "Frais d'établissement (brut)", 'D'),
  B('AC', "Frais d'établissement (amortissements)", 'C'),
  B('CX', 'Frais de développement (brut)', 'D'),
  B('CQ', 'Frais de développement (amortissements)', 'C'),
  B('AF', 'Concessions, brevets et droits similaires (brut)', 'D'),
  B('AG', 'Concessions, brevets et droits similaires (amortissements)', 'C'),
  B('AH', 'Fonds commercial (brut)', 'D'),
  B('AI', 'Fonds commercial (amortissements)', 'C'),
  B('AJ', 'Autres immobilisations incorporelles (brut)', 'D'),
  B('AK', 'Autres immobilisations incorporelles (amortissements)', 'C'),
  B('AL', 'Avances et acomptes sur immobilisations incorporelles (brut)', 'D'),
  B('AM', 'Avances et acomptes sur immobilisations incorporelles (dépréciations)', 'C'),
  B('AN', 'Terrains (brut)', 'D'),
  B('AO', 'Terrains (amortissements)', 'C'),
  B('AP', 'Constructions (brut)', 'D'),
  B('AQ', 'Constructions (amortissements)', 'C'),
  B('AR', 'Installations techniques, matériel et outillage industriels (brut)', 'D'),
  B('AS', 'Installations techniques, matériel et outillage industriels (amortissements)', 'C'),
  B('AT', 'Autres immobilisations corporelles (brut)', 'D'),
  B('AU', 'Autres immobilisations corporelles (amortissements)', 'C'),
  B('AV', 'Immobilisations en cours (brut)', 'D'),
  B('AW', 'Immobilisations en cours (dépréciations)', 'C'),
  B('AX', 'Avances et acomptes (brut)', 'D'),
  B('AY', 'Avances et acomptes (dépréciations)', 'C'),
  B('CS', 'Participations évaluées selon la méthode de mise en équivalence (brut)', 'D'),
  B('CT', 'Participations évaluées selon la méthode de mise en équivalence (dépréciations)', 'C'),
  B('CU', 'Autres participations (brut)', 'D'),
  B('CV', 'Autres participations (dépréciations)', 'C'),
  B('BB', 'Créances rattachées à des participations (brut)', 'D'),
  B('BC', 'Créances rattachées à des participations (dépréciations)', 'C'),
  B('BD', 'Autres titres immobilisés (brut)', 'D'),
  B('BE', 'Autres titres immobilisés (dépréciations)', 'C'),
  B('BF', 'Prêts (brut)', 'D'),
  B('BG', 'Prêts (dépréciations)', 'C'),
  B('BH', 'Autres immobilisations financières (brut)', 'D'),
  B('BI', 'Autres immobilisations financières (dépréciations)', 'C'),
  B(
    'BJ',
    'Total actif immobilisé (II) (brut)',
    'D',
    '+AB +CX +AF +AH +AJ +AL +AN +AP +AR +AT +AV +AX +CS +CU +BB +BD +BF +BH',
  ),
  B(
    'BK',
    'Total actif immobilisé (II) (amortissements)',
    'C',
    '+AC +CQ +AG +AI +AK +AM +AO +AQ +AS +AU +AW +AY +CT +CV +BC +BE +BG +BI',
  ),
  B('BL', 'Matières premières, approvisionnements (brut)', 'D'),
  B('BM', 'Matières premières, approvisionnements (dépréciations)', 'C'),
  B('BN', 'En cours de production de biens (brut)', 'D'),
  B('BO', 'En cours de production de biens (dépréciations)', 'C'),
  B('BP', 'En cours de production de services (brut)', 'D'),
  B('BQ', 'En cours de production de services (dépréciations)', 'C'),
  B('BR', 'Produits intermédiaires et finis (brut)', 'D'),
  B('BS', 'Produits intermédiaires et finis (dépréciations)', 'C'),
  B('BT', 'Marchandises (brut)', 'D'),
  B('BU', 'Marchandises (dépréciations)', 'C'),
  B('BV', 'Avances et acomptes versés sur commandes (brut)', 'D'),
  B('BW', 'Avances et acomptes versés sur commandes (dépréciations)', 'C'),
  B('BX', 'Clients et comptes rattachés (brut)', 'D'),
  B('BY', 'Clients et comptes rattachés (dépréciations)', 'C'),
  B('BZ', 'Autres créances (brut)', 'D'),
  B('CA', 'Autres créances (dépréciations)', 'C'),
  B('CB', 'Capital souscrit et appelé, non versé (brut)', 'D'),
  B('CC', 'Capital souscrit et appelé, non versé (dépréciations)', 'C'),
  B('CD', 'Valeurs mobilières de placement (brut)', 'D'),
  B('CE', 'Valeurs mobilières de placement (dépréciations)', 'C'),
  B('CF', 'Disponibilités (brut)', 'D'),
  B('CG', 'Disponibilités (dépréciations)', 'C'),
  B('CH', "Charges constatées d'avance (brut)", 'D'),
  B('CI', "Charges constatées d'avance (dépréciations)", 'C'),
  B('CJ', 'Total actif circulant (III) (brut)', 'D', '+BL +BN +BP +BR +BT +BV +BX +BZ +CB +CD +CF +CH'),
  B(
    'CK',
    'Total actif circulant (III) (amortissements)',
    'C',
    '+BM +BO +BQ +BS +BU +BW +BY +CA +CC +CE +CG +CI',
  ),
  B('CW', "Frais d'émission d'emprunt à étaler (IV)", 'D'),
  B('CM', 'Primes de remboursement des obligations (V)', 'D'),
  B('CN', 'Écarts de conversion actif (VI)', 'D'),
  B('CO', 'Total général actif (brut)', 'D', '+AA +BJ +CJ +CW +CM +CN'),
  B('1A', 'Total général actif (amortissements)', 'C', '+BK +CK'),
  // 2051 — Bilan passif
  B('DA', 'Capital social ou individuel', 'C'),
  B('DB', "Primes d'émission, de fusion, d'apport", 'C'),
  B('DC', 'Écarts de réévaluation', 'C'),
  B('DD', 'Réserve légale', 'C'),
  B('DE', 'Réserves statutaires ou contractuelles', 'C'),
  B('DF', 'Réserves réglementées', 'C'),
  B('DG', 'Autres réserves', 'C'),
  B('DH', 'Report à nouveau', 'C'),
  B('DI', "Résultat de l'exercice (bénéfice ou perte)", 'C'),
  B('DJ', "Subventions d'investissement", 'C'),
  B('DK', 'Provisions réglementées', 'C'),
  B('DL', 'Total capitaux propres (I)', 'C', '+DA +DB +DC +DD +DE +DF +DG +DH +DI +DJ +DK'),
  B('DM', 'Produit des émissions de titres participatifs', 'C'),
  B('DN', 'Avances conditionnées', 'C'),
  B('DO', 'Total autres fonds propres (II)', 'C', '+DM +DN'),
  B('DP', 'Provisions pour risques', 'C'),
  B('DQ', 'Provisions pour charges', 'C'),
  B('DR', 'Total provisions (III)', 'C', '+DP +DQ'),
  B('DS', 'Emprunts obligataires convertibles', 'C'),
  B('DT', 'Autres emprunts obligataires', 'C'),
  B('DU', 'Emprunts et dettes auprès des établissements de crédit', 'C'),
  B('DV', 'Emprunts et dettes financières divers', 'C'),
  B('DW', 'Avances et acomptes reçus sur commandes en cours', 'C'),
  B('DX', 'Dettes fournisseurs et comptes rattachés', 'C'),
  B('DY', 'Dettes fiscales et sociales', 'C'),
  B('DZ', 'Dettes sur immobilisations et comptes rattachés', 'C'),
  B('EA', 'Autres dettes', 'C'),
  B('EB', "Produits constatés d'avance", 'C'),
  B('EC', 'Total dettes (IV)', 'C', '+DS +DT +DU +DV +DW +DX +DY +DZ +EA +EB'),
  B('ED', 'Écarts de conversion passif (V)', 'C'),
  B('EE', 'Total général passif', 'C', '+DL +DO +DR +EC +ED'),
  // 2052 — Compte de résultat
  B('FA', 'Ventes de marchandises (France)', 'C'),
  B('FB', 'Ventes de marchandises (exportations)', 'C'),
  B('FC', 'Ventes de marchandises (total)', 'C', '+FA +FB'),
  B('FD', 'Production vendue de biens (France)', 'C'),
  B('FE', 'Production vendue de biens (exportations)', 'C'),
  B('FF', 'Production vendue de biens (total)', 'C', '+FD +FE'),
  B('FG', 'Production vendue de services (France)', 'C'),
  B('FH', 'Production vendue de services (exportations)', 'C'),
  B('FI', 'Production vendue de services (total)', 'C', '+FG +FH'),
  B('FJ', "Chiffre d'affaires net (France)", 'C', '+FA +FD +FG'),
  B('FK', "Chiffre d'affaires net (exportations)", 'C', '+FB +FE +FH'),
  B('FL', "Chiffre d'affaires net (total)", 'C', '+FJ +FK'),
  B('FM', 'Production stockée', 'C'),
  B('FN', 'Production immobilisée', 'C'),
  B('FO', "Subventions d'exploitation", 'C'),
  B('FP', 'Reprises sur amortissements et provisions, transferts de charges', 'C'),
  B('FQ', 'Autres produits', 'C'),
  B('FR', "Total des produits d'exploitation (I)", 'C', '+FL +FM +FN +FO +FP +FQ'),
  B('FS', 'Achats de marchandises', 'D'),
  B('FT', 'Variation de stock (marchandises)', 'D'),
  B('FU', 'Achats de matières premières et autres approvisionnements', 'D'),
  B('FV', 'Variation de stock (matières premières et approvisionnements)', 'D'),
  B('FW', 'Autres achats et charges externes', 'D'),
  B('FX', 'Impôts, taxes et versements assimilés', 'D'),
  B('FY', 'Salaires et traitements', 'D'),
  B('FZ', 'Charges sociales', 'D'),
  B('GA', "Dotations d'exploitation sur immobilisations : dotations aux amortissements", 'D'),
  B('GB', "Dotations d'exploitation sur immobilisations : dotations aux provisions", 'D'),
  B('GC', "Dotations d'exploitation sur actif circulant : dotations aux provisions", 'D'),
  B('GD', "Dotations d'exploitation pour risques et charges : dotations aux provisions", 'D'),
  B('GE', 'Autres charges', 'D'),
  B(
    'GF',
    "Total des charges d'exploitation (II)",
    'D',
    '+FS +FT +FU +FV +FW +FX +FY +FZ +GA +GB +GC +GD +GE',
  ),
  B('GG', "Résultat d'exploitation (I − II)", 'C', '+FR -GF'),
  B('GH', 'Bénéfice attribué ou perte transférée (opérations en commun)', 'C'),
  B('GI', 'Perte supportée ou bénéfice transféré (opérations en commun)', 'D'),
  B('GJ', 'Produits financiers de participations', 'C'),
  B('GK', "Produits des autres valeurs mobilières et créances de l'actif immobilisé", 'C'),
  B('GL', 'Autres intérêts et produits assimilés', 'C'),
  B('GM', 'Reprises sur provisions et transferts de charges (financiers)', 'C'),
  B('GN', 'Différences positives de change', 'C'),
  B('GO', 'Produits nets sur cessions de valeurs mobilières de placement', 'C'),
  B('GP', 'Total des produits financiers (V)', 'C', '+GJ +GK +GL +GM +GN +GO'),
  B('GQ', 'Dotations financières aux amortissements et provisions', 'D'),
  B('GR', 'Intérêts et charges assimilées', 'D'),
  B('GS', 'Différences négatives de change', 'D'),
  B('GT', 'Charges nettes sur cessions de valeurs mobilières de placement', 'D'),
  B('GU', 'Total des charges financières (VI)', 'D', '+GQ +GR +GS +GT'),
  B('GV', 'Résultat financier (V − VI)', 'C', '+GP -GU'),
  B('GW', 'Résultat courant avant impôts', 'C', '+GG +GH -GI +GV'),
  // 2053 — Compte de résultat (suite)
  B('HA', 'Produits exceptionnels sur opérations de gestion', 'C'),
  B('HB', 'Produits exceptionnels sur opérations en capital', 'C'),
  B('HC', 'Reprises sur provisions et transferts de charges (exceptionnels)', 'C'),
  B('HD', 'Total des produits exceptionnels (VII)', 'C', '+HA +HB +HC'),
  B('HE', 'Charges exceptionnelles sur opérations de gestion', 'D'),
  B('HF', 'Charges exceptionnelles sur opérations en capital', 'D'),
  B('HG', 'Dotations exceptionnelles aux amortissements et provisions', 'D'),
  B('HH', 'Total des charges exceptionnelles (VIII)', 'D', '+HE +HF +HG'),
  B('HI', 'Résultat exceptionnel (VII − VIII)', 'C', '+HD -HH'),
  B('HJ', 'Participation des salariés aux résultats', 'D'),
  B('HK', 'Impôts sur les bénéfices', 'D'),
  B('HL', 'Total des produits', 'C', '+FR +GH +GP +HD'),
  B('HM', 'Total des charges', 'D', '+GF +GI +GU +HH +HJ +HK'),
  B('HN', "Bénéfice ou perte de l'exercice", 'C', '+HL -HM'),
];

/**
 * 2033-A/B boxes as sums of 2050-2053 leaf boxes (in cents, before rounding: the 2033's lines are coarser
 * groupings of the same accounts) or, for totals, of other 2033 boxes (rounded, as the form is filled).
 */
export interface Box2033 extends BoxDef {
  /** 2050-2053 leaf boxes whose accounts make up this box. */
  from?: string[];
}

const S = (code: string, label: string, side: Side, from: string): Box2033 => ({
  code,
  label,
  side,
  from: from.split(' '),
});

export const BOXES_2033: Box2033[] = [
  // 2033-A — Bilan simplifié
  S('010', 'Fonds commercial (brut)', 'D', 'AH'),
  S('012', 'Fonds commercial (amortissements)', 'C', 'AI'),
  S('014', 'Autres immobilisations incorporelles (brut)', 'D', 'AB CX AF AJ AL'),
  S('016', 'Autres immobilisations incorporelles (amortissements)', 'C', 'AC CQ AG AK AM'),
  S('028', 'Immobilisations corporelles (brut)', 'D', 'AN AP AR AT AV AX'),
  S('030', 'Immobilisations corporelles (amortissements)', 'C', 'AO AQ AS AU AW AY'),
  S('040', 'Immobilisations financières (brut)', 'D', 'CS CU BB BD BF BH'),
  S('042', 'Immobilisations financières (dépréciations)', 'C', 'CT CV BC BE BG BI'),
  B('044', 'Total actif immobilisé (brut)', 'D', '+010 +014 +028 +040'),
  B('048', 'Total actif immobilisé (amortissements)', 'C', '+012 +016 +030 +042'),
  S('050', 'Stocks : matières premières, approvisionnements, en cours (brut)', 'D', 'BL BN BP BR'),
  S('052', 'Stocks : matières premières, approvisionnements, en cours (dépréciations)', 'C', 'BM BO BQ BS'),
  S('060', 'Stocks : marchandises (brut)', 'D', 'BT'),
  S('062', 'Stocks : marchandises (dépréciations)', 'C', 'BU'),
  S('064', 'Avances et acomptes versés sur commandes', 'D', 'BV'),
  S('066', 'Avances et acomptes versés sur commandes (dépréciations)', 'C', 'BW'),
  S('068', 'Créances clients et comptes rattachés (brut)', 'D', 'BX'),
  S('070', 'Créances clients et comptes rattachés (dépréciations)', 'C', 'BY'),
  S('072', 'Autres créances (brut)', 'D', 'BZ CB AA'),
  S('074', 'Autres créances (dépréciations)', 'C', 'CA CC'),
  S('080', 'Valeurs mobilières de placement (brut)', 'D', 'CD'),
  S('082', 'Valeurs mobilières de placement (dépréciations)', 'C', 'CE'),
  S('084', 'Disponibilités', 'D', 'CF'),
  S('086', 'Disponibilités (dépréciations)', 'C', 'CG'),
  S('092', "Charges constatées d'avance", 'D', 'CH CW CM CN'),
  S('094', "Charges constatées d'avance (dépréciations)", 'C', 'CI'),
  B('096', 'Total actif circulant (brut)', 'D', '+050 +060 +064 +068 +072 +080 +084 +092'),
  B('098', 'Total actif circulant (amortissements)', 'C', '+052 +062 +066 +070 +074 +082 +086 +094'),
  B('110', 'Total général actif (brut)', 'D', '+044 +096'),
  B('112', 'Total général actif (amortissements)', 'C', '+048 +098'),
  S('120', 'Capital social ou individuel', 'C', 'DA'),
  S('124', 'Écarts de réévaluation', 'C', 'DC'),
  S('126', 'Réserve légale', 'C', 'DD'),
  S('130', 'Réserves réglementées', 'C', 'DF'),
  S('132', 'Autres réserves', 'C', 'DB DE DG'),
  S('134', 'Report à nouveau', 'C', 'DH'),
  S('136', "Résultat de l'exercice", 'C', 'DI'),
  S('140', "Provisions réglementées (et subventions d'investissement)", 'C', 'DK DJ'),
  B('142', 'Total capitaux propres (I)', 'C', '+120 +124 +126 +130 +132 +134 +136 +140'),
  S('154', 'Provisions pour risques et charges (II)', 'C', 'DP DQ'),
  S('156', 'Emprunts et dettes assimilées', 'C', 'DS DT DU DV DM DN'),
  S('164', 'Avances et acomptes reçus sur commandes en cours', 'C', 'DW'),
  S('166', 'Fournisseurs et comptes rattachés', 'C', 'DX'),
  S('172', 'Autres dettes (dont dettes fiscales et sociales)', 'C', 'DY DZ EA'),
  S('174', "Produits constatés d'avance", 'C', 'EB ED'),
  B('176', 'Total dettes (III)', 'C', '+156 +164 +166 +172 +174'),
  B('180', 'Total général passif', 'C', '+142 +154 +176'),
  // 2033-B — Compte de résultat simplifié
  S('210', 'Ventes de marchandises', 'C', 'FA FB'),
  S('214', 'Production vendue de biens', 'C', 'FD FE'),
  S('218', 'Production vendue de services', 'C', 'FG FH'),
  S('222', 'Production stockée', 'C', 'FM'),
  S('224', 'Production immobilisée', 'C', 'FN'),
  S('226', "Subventions d'exploitation reçues", 'C', 'FO'),
  S('230', 'Autres produits', 'C', 'FP FQ GH'),
  B('232', "Total des produits d'exploitation hors TVA (I)", 'C', '+210 +214 +218 +222 +224 +226 +230'),
  S('234', 'Achats de marchandises', 'D', 'FS'),
  S('236', 'Variation de stock (marchandises)', 'D', 'FT'),
  S('238', 'Achats de matières premières et autres approvisionnements', 'D', 'FU'),
  S('240', 'Variation de stock (matières premières et approvisionnements)', 'D', 'FV'),
  S('242', 'Autres charges externes', 'D', 'FW'),
  S('244', 'Impôts, taxes et versements assimilés', 'D', 'FX'),
  S('250', 'Rémunérations du personnel', 'D', 'FY'),
  S('252', 'Charges sociales', 'D', 'FZ'),
  S('254', 'Dotations aux amortissements', 'D', 'GA'),
  S('256', 'Dotations aux provisions', 'D', 'GB GC GD'),
  S('262', 'Autres charges', 'D', 'GE GI'),
  B(
    '264',
    "Total des charges d'exploitation (II)",
    'D',
    '+234 +236 +238 +240 +242 +244 +250 +252 +254 +256 +262',
  ),
  B('270', "Résultat d'exploitation (I − II)", 'C', '+232 -264'),
  S('280', 'Produits financiers', 'C', 'GJ GK GL GM GN GO'),
  S('290', 'Produits exceptionnels', 'C', 'HA HB HC'),
  S('294', 'Charges financières', 'D', 'GQ GR GS GT'),
  S('300', 'Charges exceptionnelles', 'D', 'HE HF HG HJ'),
  S('306', 'Impôts sur les bénéfices', 'D', 'HK'),
  B('310', 'Bénéfice ou perte', 'C', '+270 +280 +290 -294 -300 -306'),
];
