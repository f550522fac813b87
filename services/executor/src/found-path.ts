import { StepReferenceError } from './reference-error.js';

/** A line a search lists a file by: an absolute path (`/home/a/notes.md`, `C:\\notes.md`), nothing else. */
const PATH_LINE = /^(?:\/|[A-Za-z]:[\\/])\S/;
/** A listing's own mark of a folder or a file before its path (`[DIR] /home/a/garden`). */
const KIND_MARK = /^\[(DIR|FILE)\]\s+/i;
/** The most paths an error lists: enough to choose from, not a whole tree. */
const LISTED = 10;

/**
 * The one path an earlier step's text output lists (`{"$ref": "s1.path"}`): "show me my pancake recipe" is a search,
 * then a read of what it found. The read is not made when the search found nothing or more than one file: which
 * one is the person's to say, and the error lists them. A folder the listing marks as one (`[DIR] /home/a/garden`)
 * is no file to read: beside files it is passed over, alone it is refused as a folder. Any other line is read as it
 * is written: a path ending in a separator is not the same path without it.
 */
export function foundPath(output: string, reference: string, stepId: string): string {
  const found = [
    ...new Map(
      output
        .split('\n')
        .flatMap((line) => listedPath(line.trim()))
        .map((one) => [one.path, one]),
    ).values(),
  ];
  const files = found.filter((one) => !one.folder).map((one) => one.path);
  if (files.length === 1) return files[0]!;
  if (files.length === 0 && found.length === 1)
    throw new StepReferenceError(`reference "${reference}": step ${stepId} found the folder ${found[0]!.path}, not a file`);
  if (files.length === 0) throw new StepReferenceError(`reference "${reference}": step ${stepId} found no file`);
  const listed = files.slice(0, LISTED).join(', ');
  const more = files.length > LISTED ? ` and ${files.length - LISTED} more` : '';
  throw new StepReferenceError(`reference "${reference}": step ${stepId} found ${files.length} files, not one: ${listed}${more}`);
}

function listedPath(line: string): Array<{ path: string; folder: boolean }> {
  const mark = KIND_MARK.exec(line);
  const rest = mark ? line.slice(mark[0].length) : line;
  if (!PATH_LINE.test(rest)) return [];
  return [{ path: rest, folder: mark?.[1]?.toUpperCase() === 'DIR' }];
}
