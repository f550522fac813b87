/**
 * The extensions of files people keep, by which a bare name is read as a file's ("TODO.TXT", "TM_export.tmx") and
 * a kind is named ("pdf files", "jpgs", "any .tmp files"). Not those that are also words or web domains once
 * written after a dot or with an "s" (key, lock, org, exe, ai).
 */
export const FILE_EXTENSIONS: ReadonlySet<string> = new Set(
  [
    'txt md json jsonl csv tsv yaml yml toml xml html htm css js ts tsx jsx py rb go rs java c h cpp hpp sh log env ini cfg conf sql db',
    'pdf doc docx xls xlsx ppt pptx odt ods odp rtf epub tex bib ipynb rds sav parquet tmx xliff srt vtt ics vcf kml gpx',
    'png jpg jpeg gif svg webp heic tif tiff bmp psd xcf mp3 mp4 m4a m4v wav ogg flac aac mov avi mkv webm',
    'zip tar gz tgz bz2 xz 7z rar iso dmg apk msi exe deb rpm pkg tmp bak',
  ]
    .join(' ')
    .split(' '),
);

/** Nouns for kinds of files people keep and ask after, said in the plural ("any spreadsheets", "which videos"). */
export const FILE_KIND_NOUNS: readonly string[] =
  'files folders documents docs photos pictures pics images screenshots scans videos songs recordings spreadsheets presentations installers'.split(' ');

/** A kind of file in the plural: a noun for one, or an extension with an "s" ("jpgs", "mp3s", "pdfs"). */
export const PLURAL_FILE_KIND = `(?:${FILE_KIND_NOUNS.join('|')}|(?:${[...FILE_EXTENSIONS].join('|')})s)`;
