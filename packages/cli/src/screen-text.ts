import { shownText } from '@switchyard/tools';

/**
 * What the CLI prints for a person, written to `stream`. Replies and tool output quote what files, servers and
 * messages hold; on a terminal each character it would act on instead of showing (an escape that clears the
 * screen, moves the cursor or hides text, a bidi override, an invisible mark) is written as its code (`\u001b`),
 * and only line breaks and tabs stay. A pipe or a file gets the bytes as they are; JSON output never comes here.
 */
export function writeShown(stream: NodeJS.WritableStream & { isTTY?: boolean }, text: string): void {
  stream.write(screenText(text, stream));
}

/** `text` as `writeShown` prints it to `stream`. */
export function screenText(text: string, stream: { isTTY?: boolean }): string {
  return stream.isTTY === true ? shownText(text.replaceAll('\r\n', '\n'), '\n\t') : text;
}
