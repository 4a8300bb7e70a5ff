import { batchWriteAll, putRequest } from '@briefs/functions/repositories/batch';
import type { Runtime } from '@briefs/functions/runtime';
import { chromium } from 'playwright-core';
import { accountCopies } from '../../infra/local/seed.ts';
import { startBenchStack, tokenFor } from './bench-stack.ts';
import { heading, loadNow, median, ms, type SectionResult, table, verdict } from './report.ts';
import { BENCH_ADMIN } from './stack-start.ts';
import { ensureWebBuild } from './web-bundle.ts';

/**
 * 7. The admin lists at 10,000 accounts: seeds 10,000 users (their items, email claims and name
 * words, with BatchWrite) into an in-process stack, then times the list API (first page, a later
 * page, a search) and the Users tab in Chromium, from navigation to the first card on screen.
 */
const ACCOUNTS = 10_000;
const FIRST_PAGE_TARGET_MS = 1000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function seed(runtime: Runtime): Promise<number> {
  const accounts = await accountCopies(
    { email: 'bench-template@example.com', name: 'Template', role: 'user', password: 'Bench#Pass1234' },
    ACCOUNTS,
    (i) => {
      const n = String(i).padStart(5, '0');
      return { email: `person${n}@example.com`, name: `Person ${n} Bench` };
    },
  );
  const items: Array<Record<string, unknown>> = [];
  for (const account of accounts) {
    for (const write of runtime.repos.accounts.createItems(account)) items.push(write.Put.Item);
  }
  const table = runtime.table;
  const batches: Array<Array<Record<string, unknown>>> = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  let next = 0;
  // Four writers at once: enough to keep DynamoDB Local busy without starving it.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let b = next++; b < batches.length; b = next++) {
        await batchWriteAll(table, (batches[b] ?? []).map(putRequest));
      }
    }),
  );
  return items.length;
}

async function timedGet(url: string, token: string): Promise<{ ms: number; count: number; next: string | null }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { items: unknown[]; nextCursor: string | null };
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - started, count: body.items.length, next: body.nextCursor };
}

export async function benchAdminLists(): Promise<SectionResult> {
  heading(`7. Admin lists at ${ACCOUNTS.toLocaleString('en-US')} accounts (in-process stack)`);
  ensureWebBuild();
  const { stack, stop } = await startBenchStack('admin');
  try {
    const seedStart = performance.now();
    const written = await seed(stack.runtime);
    console.log(`  seeded ${written} items in ${ms(performance.now() - seedStart)} (${loadNow()})`);
    const token = await tokenFor(stack.url, '/api/auth/admin-login', BENCH_ADMIN.email, BENCH_ADMIN.password);
    const api = `${stack.url}/api/admin/users?role=user&limit=24`;
    const rows: string[][] = [];
    const measure = async (name: string, url: string) => {
      const runs = [];
      for (let i = 0; i < 10; i++) runs.push(await timedGet(url, token));
      rows.push([name, String(runs[0]?.count ?? 0), ms(median(runs.map((r) => r.ms))), loadNow()]);
      return runs[0];
    };
    const first = await measure('GET first page (24)', api);
    await measure('GET next page', `${api}&cursor=${first?.next ?? ''}`);
    await measure('search "person0123" (email prefix)', `${api}&q=person0123`);
    await measure('search "bench" (name word, first page)', `${api}&q=bench`);

    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const tab: number[] = [];
    let domNodes = 0;
    try {
      for (let i = 0; i < 3; i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        // Runs in the page; this project's types have no DOM, hence the narrow cast.
        await context.addInitScript((value) => {
          (
            globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }
          ).localStorage.setItem('adminToken', value);
        }, token);
        const page = await context.newPage();
        const started = performance.now();
        await page.goto(`${stack.url}/admin?tab=users`);
        await page.getByRole('article').first().waitFor({ timeout: 30_000 });
        tab.push(performance.now() - started);
        domNodes = await page.locator('*').count();
        await context.close();
      }
    } finally {
      await browser.close();
    }
    const tabMs = median(tab);
    rows.push(['Users tab: navigation → first card (Chromium)', '24', ms(tabMs), loadNow()]);
    console.log(
      table(
        [
          { header: 'measure' },
          { header: 'items', align: 'right' },
          { header: 'p50', align: 'right' },
          { header: 'machine' },
        ],
        rows,
      ),
    );
    const pass = tabMs <= FIRST_PAGE_TARGET_MS;
    console.log(
      `\n  the Users tab has ${domNodes} DOM nodes; first page on screen in ${ms(tabMs)} (target ≤ 1 s) ${verdict(pass)}`,
    );
    return {
      targets: [{ name: 'Users tab first page at 10,000 accounts', value: ms(tabMs), target: '≤ 1000 ms', pass }],
    };
  } finally {
    await stop();
  }
}
