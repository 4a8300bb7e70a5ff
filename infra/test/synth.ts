import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { buildApp } from '../lib/app.ts';

// biome-ignore lint/suspicious/noExplicitAny: synthesized CloudFormation is untyped JSON.
export type Json = any;

export interface Violation {
  ruleName: string;
  severity: string;
  violatingConstructs: Array<{ constructPath: string }>;
}
export interface ValidationReport {
  pluginReports: Array<{ pluginName: string; conclusion: string; violations: Violation[] }>;
}

export interface Synthesized {
  template: Template;
  resources: Record<string, Json>;
  report: ValidationReport;
  /** The cloud assembly folder (each function's bundle is an `asset.<hash>` folder in it). */
  assemblyDir: string;
  /** Removes the temporary assembly (bundles included). */
  cleanup: () => void;
}

/**
 * Synthesizes the real app once (real esbuild bundling) into a temporary folder, with a stand-in
 * web/dist so the BucketDeployment path is always checked too. Validation errors do not throw here
 * (failSynthOnValidationErrors off); the cdk-nag test reads them from the report instead, so a
 * failure lists every finding rather than aborting the whole suite.
 */
export function synthesize(): Synthesized {
  const root = mkdtempSync(join(tmpdir(), 'briefs-cdk-'));
  const webDistDir = join(root, 'web-dist');
  mkdirSync(webDistDir);
  writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>B.R.I.E.F.S</title>');
  mkdirSync(join(webDistDir, 'assets'));
  writeFileSync(join(webDistDir, 'assets', 'index-Ab12Cd34.js'), 'export {};');
  const { app, stack } = buildApp({
    outdir: join(root, 'cdk.out'),
    webDistDir,
    context: { '@aws-cdk/core:failSynthOnValidationErrors': false },
  });
  const assembly = app.synth();
  // fromStack also fails on a dependency cycle between resources (e.g. distribution ↔ API).
  const template = Template.fromStack(stack);
  const report = JSON.parse(readFileSync(join(assembly.directory, 'validation-report.json'), 'utf8'));
  const cleanup = () => rmSync(root, { recursive: true, force: true });
  return { template, resources: template.toJSON().Resources, report, assemblyDir: assembly.directory, cleanup };
}

/** Logical ids and bodies of every resource of a type. */
export function ofType(resources: Record<string, Json>, type: string): Array<[string, Json]> {
  return Object.entries(resources).filter(([, r]) => r.Type === type);
}

/** All IAM actions granted to a function's role, across every policy attached to it. */
export function actionsOf(resources: Record<string, Json>, fnLogicalId: string): string[] {
  const roleId = resources[fnLogicalId].Properties.Role['Fn::GetAtt'][0];
  return ofType(resources, 'AWS::IAM::Policy')
    .filter(([, p]) => p.Properties.Roles.some((r: Json) => r.Ref === roleId))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement.flatMap((s: Json) => [s.Action].flat()));
}
