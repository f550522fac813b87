/** The per-language stop-word lists of `stopword` (ISO 639-3 keys, "eng", "rus", "vie"), as the package exports them. */
declare module 'stopword' {
  const lists: Readonly<Record<string, readonly string[]>>;
  export default lists;
}
