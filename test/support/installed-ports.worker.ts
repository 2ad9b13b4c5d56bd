// Imports one handler module alone, in a fresh process, and prints which ports it installed.
await import(process.argv[2]!);
const { installedPorts } = await import('../../shared/features/ports.ts');
process.stdout.write(JSON.stringify(installedPorts()));
