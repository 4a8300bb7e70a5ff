#!/usr/bin/env node
import { buildApp } from '../lib/app.ts';

// Env-agnostic: no account or region, so `cdk synth` needs no AWS credentials.
buildApp().app.synth();
