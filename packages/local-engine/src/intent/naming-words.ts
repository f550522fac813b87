/**
 * Words that never name which record or thing of theirs is meant: function words, question words and verbs of asking
 * or making ("the", "what", "make", "new", "template"). Shared by the readings of a record named in a request.
 */
export const NOT_NAMING = String.raw`(?:a|an|the|any|some|no|all|every|this|that|these|those|my|our|your|of|on|in|at|to|for|from|with|about|and|or|is|are|was|were|be|do|does|did|i|we|you|it|how|what|whats|what's|where|why|when|who|which|make|making|write|draft|create|design|print|send|email|start|keep|new|good|best|free|simple|sample|example|template|app|apps|ideas?|tips?)`;
