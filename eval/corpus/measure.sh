#!/bin/sh
# Decided-alone precision / coverage and shortlist recall per source on the converted corpus.
# Usage: sh eval/corpus/measure.sh OUT_DIR   (after `npx tsc -b`; writes one report and one cases file per run)
set -e
out=${1:-/tmp/corpus-eval}
data=$(dirname "$0")/data
mkdir -p "$out"
cli=packages/cli/dist/bin.js
node $cli eval $data/seal_tools.jsonl $data/nestful_glaive.jsonl $data/nestful_sgd.jsonl $data/nestful_executable.jsonl --json --cases-out "$out/tools.cases.jsonl" > "$out/tools.json"
node $cli eval $data/assistant_mix.jsonl --extra-tools $data/catalog_400.jsonl --json --cases-out "$out/assistant.cases.jsonl" > "$out/assistant.json"
node $cli eval $data/assistant_mix_conversational.jsonl --extra-tools $data/catalog_400.jsonl --json --cases-out "$out/conversational.cases.jsonl" > "$out/conversational.json"
node $cli eval $data/seal_tools.jsonl --extra-tools $data/catalog_1800.jsonl --json --cases-out "$out/inventory.cases.jsonl" > "$out/inventory.json"
node $cli eval $data/everyday.jsonl --json --cases-out "$out/everyday.cases.jsonl" > "$out/everyday.json"
