#!/usr/bin/env node
// Committed so npm links the `switchyard` bin at install time, before the build writes dist/.
await import('../dist/bin.js');
