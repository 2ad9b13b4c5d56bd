import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The official rule sets of infra/local/einvoicing-rules: for each syntax, its compiled schematron. */
export const RULE_SETS = {
  en16931: { UBL: 'en16931-ubl.sef.json', CII: 'en16931-cii.sef.json' },
  fr: { UBL: 'br-fr-ubl.sef.json', CII: 'br-fr-cii.sef.json' },
  peppol: { UBL: 'peppol-ubl.sef.json', CII: 'peppol-cii.sef.json' },
} as const;
export type RuleSet = keyof typeof RULE_SETS;
type Syntax = 'UBL' | 'CII';

/** A failed assertion: the rule's id, where, what it says, and which rule set holds it. */
export interface Assertion {
  id: string;
  flag: string;
  location: string;
  text: string;
  ruleSet: RuleSet | 'schema';
}

export interface Validation {
  syntax: Syntax | undefined;
  /** No fatal assertion of any rule set asked for, and (CII) no D16B schema error. */
  valid: boolean;
  fatal: Assertion[];
  warnings: Assertion[];
  schemaErrors: string[];
  rules: RuleSet[];
}

const rulesDir = fileURLToPath(new URL('./einvoicing-rules/', import.meta.url));
const namespaces: Record<string, Syntax> = {
  'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2': 'UBL',
  'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2': 'UBL',
  'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100': 'CII',
};

interface Saxon {
  transform(
    options: { stylesheetInternal: unknown; sourceText: string; destination: 'serialized' },
    mode: 'sync',
  ): { principalResult: string };
}
// SaxonJS is CommonJS and keeps state per copy: one copy, loaded once.
const saxon = createRequire(import.meta.url)('saxon-js') as Saxon;

/** The syntax of a document, from its root element's namespace. */
function syntaxOf(xml: string): Syntax | undefined {
  const root = xml.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, '').match(/<(?:([\w.-]+):)?[\w.-]+([^>]*)>/);
  if (!root) return undefined;
  const attribute = root[1] ? `xmlns:${root[1]}` : 'xmlns';
  const namespace = root[2]?.match(new RegExp(`${attribute}="([^"]+)"`))?.[1];
  return namespace ? namespaces[namespace] : undefined;
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

const stylesheets = new Map<string, unknown>();
const stylesheet = (file: string) => {
  if (!stylesheets.has(file)) stylesheets.set(file, JSON.parse(readFileSync(join(rulesDir, file), 'utf8')));
  return stylesheets.get(file);
};

/** The failed assertions of one rule set, read from its SVRL report. */
const assertionsOf = (ruleSet: RuleSet, syntax: Syntax, xml: string): Assertion[] =>
  svrlAssertions(RULE_SETS[ruleSet][syntax], ruleSet, xml);

/** The failed assertions a compiled schematron reports on a document. */
function svrlAssertions(file: string, ruleSet: RuleSet, xml: string): Assertion[] {
  const report = saxon.transform(
    { stylesheetInternal: stylesheet(file), sourceText: xml, destination: 'serialized' },
    'sync',
  ).principalResult;
  return [...report.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)].map((match) => {
    const attribute = (name: string) => match[1]!.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1] ?? '';
    const text = unescapeXml((match[2]!.match(/<svrl:text>([\s\S]*?)<\/svrl:text>/)?.[1] ?? '').trim());
    return {
      id: attribute('id'),
      flag: attribute('flag'),
      location: unescapeXml(attribute('location')),
      // The BR-FR messages span indented lines.
      text: text.replace(/\s+/g, ' '),
      ruleSet,
    };
  });
}

/** The errors of a document against a schema of the rules folder: its main file, and the files it imports. */
async function schemaErrors(xml: string, folder: string, main: (file: string) => boolean): Promise<string[]> {
  const { validateXML } = (await import('xmllint-wasm')) as unknown as {
    validateXML(input: {
      xml: { fileName: string; contents: string }[];
      schema: { fileName: string; contents: string }[];
      preload: { fileName: string; contents: string }[];
    }): Promise<{ errors: { message: string }[] }>;
  };
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk(join(rulesDir, folder));
  const schema = files.find(main)!;
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [{ fileName: basename(schema), contents: readFileSync(schema, 'utf8') }],
    preload: files
      .filter((f) => f !== schema)
      .map((f) => ({ fileName: relative(dirname(schema), f), contents: readFileSync(f, 'utf8') })),
  });
  return result.errors.map((e) => e.message);
}

/** The D16B schema's errors of a CII document. */
const ciiSchemaErrors = (xml: string) =>
  schemaErrors(xml, join('cii-xsd', 'uncefact'), (f) =>
    f.endsWith(join('data', 'standard', 'CrossIndustryInvoice_100pD16B.xsd')),
  );

/**
 * Validates a lifecycle message (CDAR D22B CrossDomainAcknowledgementAndResponse) against the
 * FNFE's BR-FR-CDV rules (`br-fr-cdar.sef.json`) and the D22B schema, as the kit does.
 */
export async function validateLifecycleMessage(xml: string): Promise<Omit<Validation, 'syntax' | 'rules'>> {
  const fatal: Assertion[] = [];
  const warnings: Assertion[] = [];
  for (const assertion of svrlAssertions('br-fr-cdar.sef.json', 'fr', xml))
    (assertion.flag === 'fatal' || assertion.flag === 'warning' ? fatal : warnings).push(assertion);
  await new Promise((resolve) => setTimeout(resolve, 10));
  const errors = await schemaErrors(xml, 'cdar-xsd', (f) =>
    f.endsWith('CrossDomainAcknowledgementAndResponse_100pD22B.xsd'),
  );
  return { valid: !fatal.length && !errors.length, fatal, warnings, schemaErrors: errors };
}

/** Validates a SEPA credit transfer initiation against the EPC's pain.001.001.09 schema. */
export async function validateCreditTransfer(xml: string): Promise<{ valid: boolean; schemaErrors: string[] }> {
  const errors = await schemaErrors(xml, 'sepa-xsd', (f) => f.endsWith('pain.001.001.09.xsd'));
  return { valid: !errors.length, schemaErrors: errors };
}

/** Validates a SEPA direct debit initiation against the ISO 20022 pain.008.001.08 schema. */
export async function validateDirectDebit(xml: string): Promise<{ valid: boolean; schemaErrors: string[] }> {
  const errors = await schemaErrors(xml, 'sepa-xsd', (f) => f.endsWith('pain.008.001.08.xsd'));
  return { valid: !errors.length, schemaErrors: errors };
}

let checked = false;
/** A copy of SaxonJS that reports nothing would pass every document: an empty invoice must fail first. */
function checkTheRulesRun(): void {
  if (checked) return;
  if (
    !assertionsOf('en16931', 'UBL', '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>').length
  )
    throw new Error('The EN 16931 rules found nothing wrong with an empty invoice: they are not running.');
  checked = true;
}

/**
 * Validates a UBL 2.1 Invoice or CreditNote, or a CII D16B document, against the rule sets asked
 * for (EN 16931 unless told) and, for CII, the D16B schema.
 */
export async function validateEInvoice(xml: string, rules: readonly RuleSet[] = ['en16931']): Promise<Validation> {
  checkTheRulesRun();
  const syntax = syntaxOf(xml);
  if (!syntax) {
    const text = 'The root element is neither a UBL Invoice or CreditNote nor a CII CrossIndustryInvoice.';
    return {
      syntax,
      valid: false,
      fatal: [{ id: 'SYNTAX', flag: 'fatal', location: '/', text, ruleSet: 'schema' }],
      warnings: [],
      schemaErrors: [],
      rules: [...rules],
    };
  }
  const fatal: Assertion[] = [];
  const warnings: Assertion[] = [];
  for (const ruleSet of rules) {
    try {
      for (const assertion of assertionsOf(ruleSet, syntax, xml))
        (assertion.flag === 'fatal' ? fatal : warnings).push(assertion);
    } catch (error) {
      fatal.push({ id: 'XML', flag: 'fatal', location: '/', text: String((error as Error).message ?? error), ruleSet });
    }
  }
  // The transforms are synchronous: let the event loop see what happened meanwhile (sockets a
  // server closed) before the caller's next request.
  await new Promise((resolve) => setTimeout(resolve, 10));
  const schemaErrors = syntax === 'CII' ? await ciiSchemaErrors(xml) : [];
  return { syntax, valid: !fatal.length && !schemaErrors.length, fatal, warnings, schemaErrors, rules: [...rules] };
}
