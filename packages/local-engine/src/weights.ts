/**
 * Every tuned number of the local engine, by concern. Numbers that are part of
 * a formula (BM25's +0.5 in the idf), data (the value of "half") or rounding
 * stay where they are used.
 */

/**
 * Routing: does a turn need a tool? The tool-need logistic weights were fitted once on public function-calling
 * cases (relevant and deliberately irrelevant tools, in their natural proportion) and rounded; they score the best
 * candidate tool, and that score is one feature of the fitted tool-need model (`decide/fitted-model.ts`,
 * `npm run fit-engine`), which decides the route and how sure it is.
 */
export const ROUTE = {
  toolNeedLogistic: { bias: -3.9, nameCoverage: 3.65, hits: 2.06, grounding: 0.72, extraction: 3.31 },
} as const;

/**
 * Ranking and choosing tools. BM25F: k1 is the textbook value, b and the field
 * weights (a name word counts three description words) were set by hand on the
 * development cases (`eval/bfcl`) and kept when the wider corpus came. The
 * relevance mix, the match weights of prefixes and synonyms and the reranking
 * weights of `bestFor` were set by hand on the development cases too: they
 * order evidence (BM25 first, then relevance, then whether the message fills
 * the tool's arguments) rather than estimate anything.
 */
export const RANK = {
  bm25: { k1: 1.2, b: 0.6 },
  fieldWeights: { name: 3, description: 1, parameters: 0.5, examples: 0.5 },
  /** A term matched by a shared prefix, or by a synonym, against an exact match (1). */
  termMatch: { prefix: 0.7, synonym: 0.6 },
  /** A name word matched as an acronym of message words, or as part of a compound name. */
  nameTermMatch: { acronym: 0.9, compoundPart: 0.6 },
  relevance: { nameCoverage: 0.4, queryCoverage: 0.35, hits: 0.25 },
  /** Relevance a tool needs to be a candidate at all. */
  relevanceThreshold: 0.4,
  /** A clause scoring under this share of the whole message's best score takes no shortlist slots. */
  fragmentShare: 0.2,
  /**
   * Shortlist only: how much a tool's BM25 grows when the text uses all its name's words. Chosen on the
   * development cases among 982 tools and NESTFUL (0.25 to 0.5 do about as well), then measured on Seal-Tools.
   */
  shortlistNameCoverage: 0.35,
  /** Reranking the BM25 leaders by how well the message fits each tool. */
  rerank: { bm25: 0.6, relevance: 0.5, argumentFit: 0.35, exactNameWords: 0.1, statedValues: 0.12, unusedValues: 0.12 },
  /** Argument fit of a tool without required parameters: neutral. */
  neutralArgumentFit: 0.5,
  /** Tool probability a clause's best tool needs to be called. */
  clauseToolProbability: 0.5,
  /** Name coverage a second tool needs to join a clause's call. */
  companionNameCoverage: 0.5,
  /** Selection confidence when no tool shares a word with the message. */
  noMatchConfidence: 0.1,
} as const;

/**
 * The levels at which the trust checks name a doubt about the tool choice (no clear margin, words the tool does
 * not explain). They word the reasons a decision is handed to a model; whether the engine decides alone is the
 * fitted whole-decision probability against the gate, which reads the graded measures themselves.
 */
export const TRUST_GATES = {
  /** BM25 of the chosen tool over the best tool not chosen. */
  minMargin: 1.25,
  /** Share of the message's specific terms the tool's documents or the argument values explain. */
  minCoverage: 0.7,
  /** Specific message terms neither the tool's documents nor the argument values explain (a value the call left out). */
  maxUnexplained: 1,
} as const;

/**
 * Argument extraction: scores of candidate values for a parameter. Set by hand
 * on the development cases (`eval/bfcl`), one rule at a time; they order
 * readings of the message (a quoted phrase over a capitalised name over a
 * plain word, a value right after its cue word over one farther away) and are
 * not probabilities. Being tuned to those cases, they are not trusted on their
 * own: arguments go to the model whenever the trust verdict doubts them.
 */
export const EXTRACT = {
  /** How strongly a message word cues a parameter, and how that fades with distance and direction. */
  cue: {
    nameAbbreviation: 0.8,
    descriptionWord: 0.4,
    crossClause: 0.5,
    /** A cue after the value, or inside it, against one just before it (1). */
    after: 0.7,
    inside: 0.8,
    distanceDecay: 0.45,
    /** Further distinct cue words near a value, against the best one (1). */
    furtherCues: 0.3,
  },
  number: {
    base: 0.05,
    embedded: -0.6,
    calendarYear: 0.5,
    spelledBesideDigits: -0.4,
    fractionForInteger: -0.5,
    unitMismatch: -0.6,
    unitMatch: 0.5,
    /** A unit word that is a word of the parameter's name, of its unit list, or of its description. */
    unitInName: 0.7,
    unitInUnits: 0.6,
    unitInDescription: 0.4,
    spokenNumber: 0.9,
    bracketedList: 0.9,
  },
  text: {
    /** A quotation longer than this share of the message is the message, not a quoted value. */
    wholeMessageQuote: 0.8,
    date: 0.6,
    optionalDate: 0.2,
    placeWanted: 0.4,
    placeUnwanted: -0.3,
    placeAffinity: 0.4,
    echoesTool: 0.5,
    labelsNextValue: 0.6,
    withState: 0.05,
    labelTrimmed: 0.05,
    /** A stated fact's opening name, for a parameter naming whom it is about: above the fact itself. */
    factSubject: 0.1,
    /**
     * Whom a message is for ("tell mum ..."), for a parameter taking its recipient: above the verb's echo of a
     * parameter named "message" ("message Dr Huamán saying ..." names no message "Dr Huamán").
     */
    recipient: 0.5,
    region: 0.3,
    city: 0.1,
    /** By what a text parameter wants (path, URL, email) and what the message holds there. */
    shapeMatch: 1.2,
    quotedForPath: 0.5,
    shapeMismatch: 0.05,
    quoted: 0.6,
    name: 0.25,
    path: 0.2,
    other: 0.15,
  },
  special: {
    clockTime: 0.8,
    yearRange: 0.7,
    color: 0.8,
    wordList: 0.3,
    /** The least affinity a pattern-shaped value (time, code, colour) brings. */
    patternAffinity: 0.4,
    codeAffinity: 0.5,
    clockPart: 1,
    code: 1,
    atRest: 1.5,
    /** What a "translate …" request asks to translate, above a quote or a name inside it. */
    translated: 1.3,
    /** The arithmetic a request asks, for a parameter that takes an expression: above a number inside it. */
    expression: 1.3,
  },
  phrase: {
    /** "name = value", "set name to value": the user assigned it. */
    assigned: 2,
    assignedAffinity: 1.5,
    /** A plain word right before its parameter's cue word ("dominant color"). */
    modifierBeforeCue: 0.3 + 0.8,
    modifierBeforeCueAffinity: 0.8,
    describedOption: -0.2,
    describedOptionAffinity: 0.5,
    abbreviatedOption: 1.3,
    unit: 1.2,
    optionAffinity: 0.8,
    countedNoun: 0.9,
    countedNounAffinity: 0.5,
    numberAsText: 0.05,
    embeddedNumber: -0.3,
    listedWord: 0.2,
  },
  list: {
    enumListBonus: 0.2,
    perFurtherMember: 0.05,
    minMemberScore: 0.1,
  },
  assign: {
    /** Affinity under which a required parameter's candidate waits for the positional pass. */
    weakPair: 0.15,
    /** Candidates this close to the best count as tied; the earliest wins. */
    nearBest: 0.3,
    optionalFanOutAffinity: 0.6,
    minListScore: 0.1,
    fannedAffinity: 0.5,
    roleMatch: 0.5,
    /** A word that is the parameter's own name, not a word of its description ("base and height as 6 and 10", "body 'Hi'"). */
    ownNameCue: 0.9,
    /** Characters allowed between the list of names and the list of their values. */
    respectiveGap: 40,
  },
  quality: {
    /** Score at which a candidate counts as stated rather than guessed, and the least score of a sole parameter of its kind. */
    groundedScore: 0.4,
    soleKindScore: 0.04,
    /** Evidence an optional parameter needs before it is filled. */
    optionalMinAffinity: 0.3,
    /** Grounding with no required parameter: none at all, or only optional ones. */
    noParameters: 0.75,
    onlyOptional: 0.6,
    /** Credit of a required parameter: by a firm candidate (1), by a weak one, by a phrase, by a default. */
    firmScore: 0.9,
    weakCredit: 0.5,
    phraseCredit: 0.5,
    defaultCredit: 0.8,
    /** Extraction confidence: no parameters, and the mix of coverage, quality and missing arguments. */
    noParametersConfidence: 0.9,
    emptyQuality: 0.5,
    floor: 0.05,
    ceiling: 0.98,
    base: 0.35,
    coverage: 0.35,
    quality: 0.3,
    perMissing: 0.1,
    /** Scores recorded for values that came from the schema's default, a spelled enum value, or a phrase. */
    defaultValue: 0.8,
    spelledEnum: 0.9,
    phraseValue: 0.4,
  },
} as const;
