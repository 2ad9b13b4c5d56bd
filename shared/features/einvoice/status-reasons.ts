/**
 * The reasons each status a buyer gives allows (XP Z12-012's table of statuses and reasons):
 * approved (205) none; partly approved (206), disputed (207), suspended (208) and refused (210)
 * each their own.
 */
export const BUYER_STATUS_REASONS = {
  '205': [],
  '206': [
    'AUTRE',
    'CMD_ERR',
    'SIRET_ERR',
    'CODE_ROUTAGE_ERR',
    'REF_CT_ABSENT',
    'REF_ERR',
    'PU_ERR',
    'REM_ERR',
    'QTE_ERR',
    'ART_ERR',
    'MODPAI_ERR',
    'QUALITE_ERR',
    'LIVR_INCOMP',
  ],
  '207': [
    'AUTRE',
    'COORD_BANC_ERR',
    'TX_TVA_ERR',
    'MONTANTTOTAL_ERR',
    'CALCUL_ERR',
    'NON_CONFORME',
    'DOUBLON',
    'DEST_INC',
    'DEST_ERR',
    'TRANSAC_INC',
    'EMMET_INC',
    'CONTRAT_TERM',
    'DOUBLE_FACT',
    'CMD_ERR',
    'ADR_ERR',
    'SIRET_ERR',
    'CODE_ROUTAGE_ERR',
    'REF_CT_ABSENT',
    'REF_ERR',
    'PU_ERR',
    'REM_ERR',
    'QTE_ERR',
    'ART_ERR',
    'MODPAI_ERR',
    'QUALITE_ERR',
    'LIVR_INCOMP',
  ],
  '208': ['JUSTIF_ABS', 'COORD_BANC_ERR', 'CMD_ERR', 'SIRET_ERR', 'CODE_ROUTAGE_ERR', 'REF_CT_ABSENT', 'REF_ERR'],
  '210': [
    'TX_TVA_ERR',
    'MONTANTTOTAL_ERR',
    'CALCUL_ERR',
    'NON_CONFORME',
    'DOUBLON',
    'DEST_ERR',
    'TRANSAC_INC',
    'EMMET_INC',
    'CONTRAT_TERM',
    'DOUBLE_FACT',
    'CMD_ERR',
    'ADR_ERR',
    'REF_CT_ABSENT',
  ],
} as const;

/** The other reasons of the list: a platform's rejection of a file (`REJ_`, `IRR_`), a withdrawal, a routing. */
const PLATFORM_AND_OTHER_REASONS = [
  'RETRAIT_MAN_SERV',
  'ST_CT_NON_DECLAR',
  'SUPPR_COMP_AVOIR',
  'TRANSF_PMNT_REGIE',
  'CONTACT_ACHTR',
  'NON_TRANSMISE',
  'ROUTAGE_ERR',
  'REJ_SEMAN',
  'REJ_UNI',
  'REJ_COH',
  'REJ_ADR',
  'REJ_CONT_B2G',
  'REJ_REF_PJ',
  'REJ_ASS_PJ',
  'IRR_VIDE_F',
  'IRR_TYPE_F',
  'IRR_SYNTAX',
  'IRR_TAILLE_PJ',
  'IRR_NOM_PJ',
  'IRR_VID_PJ',
  'IRR_EXT_DOC',
  'IRR_TAILLE_F',
  'IRR_ANTIVIRUS',
  'IRR_NOM_F',
] as const;

/**
 * The reasons a lifecycle status may give (XP Z12-012): the closed list of FNFE-MPE's rule
 * BR-FR-CDV-CL-09 (the BR-FR CDAR rules, br-fr-cdar). A message giving another is one the
 * platforms' checks refuse, so a received one is set aside and none of ours carries one.
 */
export const STATUS_REASONS: ReadonlySet<string> = new Set([
  ...Object.values(BUYER_STATUS_REASONS).flat(),
  ...PLATFORM_AND_OTHER_REASONS,
]);
