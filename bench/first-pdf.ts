// One fresh process, one PDF: prints how long the first PDF took (ms), its modules already imported.
import { LATIN, SCRIPTS, scriptInvoice } from './script-pdfs.ts';

const make = scriptInvoice(process.argv[2] === 'scripts' ? SCRIPTS : LATIN);
const started = performance.now();
await make();
process.stdout.write(`${performance.now() - started}\n`);
