#!/usr/bin/env node
// Regenerates shared/data/common-passwords.json: the 10,000 most common passwords that contain a
// letter, in frequency order, from @zxcvbn-ts/language-common (MIT; its list comes from zxcvbn's,
// itself built from leaked-password corpora). Passwords without letters can never pass our rule,
// so they would only add weight. Run: node scripts/build-common-passwords.mjs
import { writeFileSync } from 'node:fs';
import { dictionary } from '@zxcvbn-ts/language-common';

const SIZE = 10_000;
const words = dictionary['passwords-common'].filter((word) => /[a-z]/i.test(word) && word.length >= 4).slice(0, SIZE);
const target = new URL('../shared/data/common-passwords.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(words)}\n`);
console.log(`${words.length} passwords written to ${target.pathname}`);
