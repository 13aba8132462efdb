import { describe, expect, it } from 'vitest';
import { Scrubber } from '../../src/scrub/scrub.js';

const scrubber = new Scrubber();

// Credential flags of common CLIs reach the ledger in command lines; the same letters mean other
// things to other commands, which must stay as they are.
describe('credential flags of common CLIs', () => {
  it.each([
    ['docker login -u ci-bot -p Sup3rS3cretPw registry.example.com', 'Sup3rS3cretPw'],
    ['podman login -u me -p hunter2hunter2 quay.io', 'hunter2hunter2'],
    ['buildah login -p "pw with space" quay.io', 'pw with space'],
    ['helm registry login ghcr.io -u me -p Zq9xPw77', 'Zq9xPw77'],
    ['oras login -u u -p OrasPw123 reg.io', 'OrasPw123'],
    ['skopeo login -u u -p SkopeoPw9 reg.io', 'SkopeoPw9'],
    ['twine upload -u __token__ -p pypi-AgEIcHlwaS5vcmcxyz dist/*', 'pypi-AgEIcHlwaS5vcmcxyz'],
    ['docker login --password DockerPw1 reg', 'DockerPw1'],
    ['redis-cli -h db -a R3disPass! ping', 'R3disPass!'],
    ['mongosh mongodb://db -u admin -p M0ngoPw', 'M0ngoPw'],
    ['sshpass -p SshPw99 ssh host', 'SshPw99'],
    ['htpasswd -b -c .htpasswd admin HtPw2024', 'HtPw2024'],
    ['htpasswd -cb .htpasswd admin HtPw2025', 'HtPw2025'],
    ['curl -u alice:CurlPw77 https://api', 'CurlPw77'],
    ['git -c http.extraheader="AUTHORIZATION: basic dXNlcjpwYXNzd29yZA==" clone x', 'dXNlcjpwYXNzd29yZA=='],
    ['PGPASSWORD=PgPw555 psql -h db', 'PgPw555'],
  ])('%s: the credential is removed', (command, secret) => {
    expect(scrubber.scrubText(command)).not.toContain(secret);
  });

  it.each([
    'mkdir -p src/a/b', 'ssh -p 22 host', 'git add -p', 'cp -p a b', 'lsof -p 123', 'echo $PW | docker login -u me --password-stdin reg',
    'psql -h db -p 5432 -U app', 'docker run -p 8080:80 nginx', 'npm run build -- -p production',
  ])('%s: not a credential, kept as it is', (command) => {
    expect(scrubber.scrubText(command)).toBe(command);
  });
});
