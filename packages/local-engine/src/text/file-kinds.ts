/** Kinds of file people name by their extension ("pdf files", "jpgs", "any .tmp files"). */
export const FILE_EXTENSIONS: ReadonlySet<string> = new Set(
  'txt md json jsonl csv tsv yaml yml toml xml html htm css js ts tsx jsx py rb go rs java c h cpp sh log pdf doc docx xls xlsx ppt pptx png jpg jpeg gif svg webp heic mp3 mp4 wav mov zip tar gz ini cfg conf sql db epub odt rtf tmp bak'.split(
    ' ',
  ),
);

/** Nouns for kinds of files people keep and ask after, said in the plural ("any spreadsheets", "which videos"). */
export const FILE_KIND_NOUNS: readonly string[] =
  'files folders documents docs photos pictures images screenshots scans videos songs recordings spreadsheets presentations'.split(' ');

/** A kind of file in the plural: a noun for one, or an extension with an "s" ("jpgs", "mp3s", "pdfs"). */
export const PLURAL_FILE_KIND = `(?:${FILE_KIND_NOUNS.join('|')}|(?:${[...FILE_EXTENSIONS].join('|')})s)`;
