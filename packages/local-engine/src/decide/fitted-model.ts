/**
 * Fitted by `npm run fit-engine` (eval/corpus/fit-engine.mjs) on the development corpus listed in
 * `obtained.data`; do not edit by hand. `obtained.heldOut` is measured leave-one-source-out: each source
 * decided by models, calibration and gate fitted without it.
 */
export const FITTED_MODEL = {
  "obtained": {
    "command": "npm run fit-engine",
    "date": "2026-11-25",
    "data": [
      "eval/bfcl/bfcl_simple_python.jsonl",
      "eval/bfcl/bfcl_multiple.jsonl",
      "eval/bfcl/bfcl_parallel.jsonl",
      "eval/bfcl/bfcl_parallel_multiple.jsonl",
      "eval/bfcl/bfcl_irrelevance.jsonl",
      "eval/corpus/data/seal_tools.jsonl",
      "eval/corpus/data/nestful_glaive.jsonl",
      "eval/corpus/data/nestful_sgd.jsonl",
      "eval/corpus/data/nestful_executable.jsonl",
      "eval/corpus/data/assistant_mix.jsonl + eval/corpus/data/catalog_400.jsonl",
      "eval/corpus/data/assistant_mix_conversational.jsonl + eval/corpus/data/catalog_400.jsonl"
    ],
    "cases": 2858,
    "l2": {
      "noToolRight": 30,
      "toolNeeded": 0.3,
      "clearToolDecision": 0.1,
      "doubtedToolDecision": 0.01
    },
    "targetPrecision": 0.95,
    "heldOut": {
      "pooled": {
        "cases": 2858,
        "precision": 0.933,
        "share": 0.189,
        "ece": 0.024,
        "wholeRight": 0.438
      },
      "bySource": [
        {
          "source": "bfcl/irrelevance",
          "cases": 240,
          "gate": 0.973,
          "precision": 1,
          "share": 0.758,
          "ece": 0.093,
          "wholeRight": 0.758
        },
        {
          "source": "bfcl/multiple",
          "cases": 200,
          "gate": 0.897,
          "precision": 0.706,
          "share": 0.085,
          "ece": 0.198,
          "wholeRight": 0.65
        },
        {
          "source": "bfcl/parallel",
          "cases": 200,
          "gate": 0.895,
          "precision": 0,
          "share": 0.01,
          "ece": 0.168,
          "wholeRight": 0.47
        },
        {
          "source": "bfcl/parallel_multiple",
          "cases": 200,
          "gate": 0.895,
          "precision": 0,
          "share": 0.005,
          "ece": 0.132,
          "wholeRight": 0.305
        },
        {
          "source": "bfcl/simple_python",
          "cases": 400,
          "gate": 0.856,
          "precision": 0.632,
          "share": 0.095,
          "ece": 0.125,
          "wholeRight": 0.635
        },
        {
          "source": "nestful/executable",
          "cases": 85,
          "gate": 0.904,
          "precision": 0,
          "share": 0.024,
          "ece": 0.283,
          "wholeRight": 0
        },
        {
          "source": "nestful/glaive",
          "cases": 169,
          "gate": 0.897,
          "precision": null,
          "share": 0,
          "ece": 0.161,
          "wholeRight": 0.012
        },
        {
          "source": "nestful/sgd",
          "cases": 46,
          "gate": 0.903,
          "precision": null,
          "share": 0,
          "ece": 0.159,
          "wholeRight": 0
        },
        {
          "source": "seal-tools/in-domain",
          "cases": 427,
          "gate": 0.896,
          "precision": 0.25,
          "share": 0.009,
          "ece": 0.102,
          "wholeRight": 0.326
        },
        {
          "source": "seal-tools/out-domain",
          "cases": 250,
          "gate": 0.89,
          "precision": 0.692,
          "share": 0.052,
          "ece": 0.107,
          "wholeRight": 0.308
        },
        {
          "source": "self-instruct/no-tool",
          "cases": 427,
          "gate": 0.965,
          "precision": 1,
          "share": 0.642,
          "ece": 0.061,
          "wholeRight": 0.642
        },
        {
          "source": "toolalpaca/real",
          "cases": 114,
          "gate": 0.904,
          "precision": 0,
          "share": 0.035,
          "ece": 0.13,
          "wholeRight": 0.219
        },
        {
          "source": "toolalpaca/simulated",
          "cases": 100,
          "gate": 0.902,
          "precision": 0.75,
          "share": 0.04,
          "ece": 0.119,
          "wholeRight": 0.13
        }
      ]
    }
  },
  "noToolRight": {
    "bias": 2.563,
    "weights": {
      "action": 0.0009,
      "actsOrOwns": 0.0024,
      "answerable": 0.0033,
      "asksForTool": -0.0103,
      "bm25Margin": -0.0195,
      "compose": 0.0016,
      "fileInRequest": 0.0024,
      "fileOrAddress": -0.0309,
      "givenText": 0.0042,
      "identifier": 0.0024,
      "inventory": 0.0048,
      "knowledge": -0.0015,
      "liveFact": -0.0076,
      "messageLength": 0.0036,
      "nameAndDescriptionHits": 0.001,
      "nameCoverage": 0.0025,
      "negation": 0.0025,
      "openEndedTool": 0.0028,
      "ownData": 0.0024,
      "parameterOnlyHits": -0.0079,
      "personal": -0.0099,
      "queryCoverage": -0.0124,
      "question": -0.0016,
      "realTime": -0.0024,
      "relevance": -0.0028,
      "ruleHistoryMissing": 0.0024,
      "singleWordAmongMany": 0.0039,
      "toolNeed": 0.0004,
      "toolNeedSmallInventory": -0.0339
    }
  },
  "toolNeeded": {
    "bias": -0.2924,
    "weights": {
      "action": 0.1039,
      "actsOrOwns": 0.1116,
      "answerable": -0.5971,
      "asksForTool": 0.194,
      "bm25Margin": 0.2907,
      "command": 0.0329,
      "compose": -0.5815,
      "fileInRequest": -0.0383,
      "fileOrAddress": 0.1488,
      "givenText": -1.0226,
      "identifier": 0.101,
      "inventory": -0.3216,
      "knowledge": -0.1376,
      "liveFact": 0.1219,
      "messageLength": 0.1519,
      "nameAndDescriptionHits": 0.4171,
      "nameCoverage": 0.4595,
      "negation": -0.3939,
      "notEnglish": 0.0918,
      "openEndedTool": -0.1215,
      "ownData": 0.1401,
      "parameterOnlyHits": 0.1802,
      "personal": 0.1853,
      "queryCoverage": 0.3263,
      "question": -0.1126,
      "realTime": 0.121,
      "relevance": 0.8584,
      "singleWordAmongMany": -0.8642,
      "toolNeed": 1.4857,
      "toolNeedSmallInventory": 0.259
    }
  },
  "clearToolDecision": {
    "bias": -5.4791,
    "weights": {
      "argumentCount": -0.24,
      "callConfidence": 1.8335,
      "explainedShare": 1.0536,
      "selectionMargin": 0.3746,
      "unexplainedWords": -0.7364,
      "action": -0.1823,
      "actsOrOwns": 0.2718,
      "answerable": -0.031,
      "asksForTool": 0.1236,
      "bm25Margin": 1.3571,
      "command": -0.3022,
      "compose": -0.673,
      "fileInRequest": 0.2751,
      "fileOrAddress": 0.5101,
      "givenText": -1.0739,
      "identifier": 0.0831,
      "inventory": 0.1444,
      "knowledge": 0.1972,
      "liveFact": 0.001,
      "messageLength": 0.1262,
      "nameAndDescriptionHits": 0.3408,
      "nameCoverage": 0.9268,
      "negation": 0.5679,
      "notEnglish": 0.6767,
      "openEndedTool": -0.3891,
      "ownData": -1.8719,
      "parameterOnlyHits": 0.1385,
      "personal": 0.3985,
      "queryCoverage": 0.6233,
      "question": 0.2562,
      "realTime": -0.2678,
      "relevance": 1.3351,
      "singleWordAmongMany": 0.21,
      "toolNeed": 2.3184,
      "toolNeedSmallInventory": -0.0723
    }
  },
  "doubtedToolDecision": {
    "bias": -4.9785,
    "weights": {
      "argumentCount": 0.0544,
      "callConfidence": 5.2582,
      "calls": 0.533,
      "chained": -0.5673,
      "explainedShare": -0.3047,
      "leftOverValue": -0.5053,
      "missingArgument": -2.2204,
      "reusedValue": -1.73,
      "selectionMargin": 1.5774,
      "severalCalls": 0.1791,
      "severalTools": -0.1315,
      "statedButUnfilled": -0.3884,
      "swappedRoles": 0.0356,
      "unexplainedWords": -0.4759,
      "ungrounded": -0.56,
      "action": 0.2354,
      "actsOrOwns": -0.0704,
      "answerable": 0.1555,
      "asksForTool": 0.2212,
      "bm25Margin": -0.6045,
      "command": 0.6528,
      "compose": -0.6013,
      "fileInRequest": -0.1245,
      "fileOrAddress": -0.9848,
      "givenText": -0.3585,
      "identifier": 0.3495,
      "inventory": -0.7041,
      "knowledge": -0.0813,
      "liveFact": -0.273,
      "messageLength": -1.0453,
      "nameAndDescriptionHits": 0.1631,
      "nameCoverage": -1.212,
      "negation": -0.6866,
      "notEnglish": 3.0582,
      "openEndedTool": -0.7096,
      "ownData": 0.1746,
      "parameterOnlyHits": 0.1456,
      "personal": 0.2374,
      "queryCoverage": 0.5354,
      "question": -0.069,
      "realTime": 0.0816,
      "relevance": 0.3018,
      "singleWordAmongMany": -1.5806,
      "toolNeed": 1.753,
      "toolNeedSmallInventory": -0.6944
    }
  },
  "routeCalibration": {
    "a": -1.8279,
    "b": 7.8402
  },
  "wholeCalibration": {
    "a": 0.9185,
    "b": 0.2266
  },
  "gate": 0.905
};
