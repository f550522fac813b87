import { StepReferenceError } from './reference-error.js';

/** A line a search lists a file by: an absolute path (`/home/a/notes.md`, `C:\notes.md`), nothing else. */
const PATH_LINE = /^(?:\/|[A-Za-z]:[\\/])\S/;
/** The most paths an error lists: enough to choose from, not a whole tree. */
const LISTED = 10;

/**
 * The one path an earlier step's text output lists (`{"$ref": "s1.path"}`): "show me my pancake recipe" is a search,
 * then a read of what it found. The read is not made when the search found nothing or more than one file: which
 * one is the person's to say, and the error lists them.
 */
export function foundPath(output: string, reference: string, stepId: string): string {
  const paths = [
    ...new Set(
      output
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => PATH_LINE.test(line)),
    ),
  ];
  if (paths.length === 1) return paths[0]!;
  if (paths.length === 0) throw new StepReferenceError(`reference "${reference}": step ${stepId} found no file`);
  const listed = paths.slice(0, LISTED).join(', ');
  const more = paths.length > LISTED ? ` and ${paths.length - LISTED} more` : '';
  throw new StepReferenceError(`reference "${reference}": step ${stepId} found ${paths.length} files, not one: ${listed}${more}`);
}
