// Runs before `npm start`: DynamoDB Local is a Java program and needs Java 17 or newer.
import { spawnSync } from 'node:child_process';

const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
const version = /version "(\d+)/.exec(`${probe.stderr}${probe.stdout}`)?.[1];
if (probe.error || !version || Number(version) < 17) {
  process.stderr.write(
    [
      probe.error ? 'Java was not found on this machine.' : `Java ${version ?? '(unknown version)'} is too old.`,
      'The local service runs DynamoDB Local, which needs Java 17 or newer. Install it, then run npm start again:',
      '  Debian/Ubuntu:  sudo apt-get install -y openjdk-17-jre-headless',
      '  macOS:          brew install openjdk@17',
      '',
    ].join('\n'),
  );
  process.exit(1);
}
