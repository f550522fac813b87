import { describe, expect, it } from 'vitest';
import { linkPeople, personFactsTool, unlinkPeople } from '../../test-support/contact-book.js';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import { extractArguments } from './extract-arguments.js';
import { reviseDoc, saveDoc, showDoc } from '../../test-support/document-tools.js';

const tool = madeUpTool;

// Made-up tools in the shape of a document store: not any server's own.
const openDocs = tool(
  'open_documents',
  'Open several documents at once and return their text',
  { documents: { type: 'array', items: { type: 'string' }, description: 'File paths of the documents to open' } },
  ['documents'],
);
const relocate = tool('relocate_file', 'Move a file or directory to a new place', { source: { type: 'string' }, destination: { type: 'string' } }, [
  'source',
  'destination',
]);

const lookUp = tool(
  'look_up_files',
  'Look for files under a folder whose names match a glob pattern',
  { folder: { type: 'string' }, glob: { type: 'string' }, ignore: { type: 'array', items: { type: 'string' } } },
  ['folder', 'glob'],
);
const outline = tool(
  'outline_folder',
  'An outline of a folder and everything in it',
  { folder: { type: 'string' }, skip: { type: 'array', items: { type: 'string' } } },
  ['folder'],
);
const jotDown = personFactsTool('jot_down', 'Add facts about a person to the contact book');

const listSized = tool(
  'list_with_sizes',
  'List a folder with the size of every entry',
  { folder: { type: 'string' }, sortBy: { type: 'string', enum: ['name', 'size'], description: 'Sort entries by name or size' } },
  ['folder'],
);
const ranked = tool(
  'rank_results',
  'Rank search results',
  { query: { type: 'string' }, order: { type: 'string', enum: ['asc', 'desc'], description: 'Sort order' } },
  ['query'],
);

describe('everyday readings of a request', () => {
  it('sorts by a key the request asks to order by or implies with a superlative, not by a key it only mentions', () => {
    expect(extractArguments('what are the biggest files in photos', listSized).arguments).toEqual({ folder: 'photos', sortBy: 'size' });
    expect(extractArguments('which files in photos are the biggest?', listSized).arguments).toEqual({ folder: 'photos', sortBy: 'size' });
    expect(extractArguments('list the photos folder sorted by name', listSized).arguments).toEqual({ folder: 'photos', sortBy: 'name' });
    expect(extractArguments('what is taking up the most space in photos', listSized).arguments).toEqual({ folder: 'photos', sortBy: 'size' });
    expect(extractArguments('list everything in projects/website with sizes', listSized).arguments).toEqual({ folder: 'projects/website' });
    // A direction is read as any option is.
    expect(extractArguments('rank "cheap flights" in desc order', ranked).arguments).toEqual({ query: 'cheap flights', order: 'desc' });
  });

  it("sorts by size when the request asks which things are big or sets the listing command's size flag", () => {
    expect(extractArguments("my disk is full, what's big in the desktop folder?", listSized).arguments).toEqual({ folder: 'desktop', sortBy: 'size' });
    expect(extractArguments('ls -lS downloads', listSized).arguments).toEqual({ folder: 'downloads', sortBy: 'size' });
    expect(extractArguments('ls -la downloads', listSized).arguments).toEqual({ folder: 'downloads' });
    expect(extractArguments('how big is the downloads folder', listSized).arguments).toEqual({ folder: 'downloads' });
  });

  it('reads the word after a listing command as the folder, whatever it names', () => {
    expect(extractArguments('ls docs', listSized).arguments).toEqual({ folder: 'docs' });
    expect(extractArguments('ls -la on music', listSized).arguments).toEqual({ folder: 'music' });
  });

  it('reads the user\'s own folder named after "in my" or right after a listing verb', () => {
    expect(extractArguments("what's in my downloads", listSized).arguments).toEqual({ folder: 'downloads' });
    expect(extractArguments('list my recipes', listSized).arguments).toEqual({ folder: 'recipes' });
    expect(extractArguments('list my files', listSized).arguments.folder).not.toBe('files');
  });

  it('reads a bare name right after the folder noun', () => {
    expect(extractArguments('list the folder trips', listSized).arguments).toEqual({ folder: 'trips' });
    expect(extractArguments('what is in the folder recipes?', listSized).arguments).toEqual({ folder: 'recipes' });
  });

  it('reads the folder after a preposition that follows a folder noun in another language', () => {
    expect(extractArguments('¿qué hay en la carpeta de recetas?', listSized).arguments).toEqual({ folder: 'recetas' });
  });

  it('leaves out what the request skips, and searches where it says', () => {
    expect(extractArguments('find files named invoice in the documents folder, but skip archive', lookUp).arguments).toEqual({
      folder: 'documents',
      glob: 'invoice',
      ignore: ['archive'],
    });
    expect(extractArguments('look for *.py files in src but not in tests', lookUp).arguments).toEqual({ folder: 'src', glob: '*.py', ignore: ['tests'] });
    expect(extractArguments('show the tree for journal, ignore anything in the drafts folder', outline).arguments).toEqual({
      folder: 'journal',
      skip: ['drafts'],
    });
    expect(extractArguments('outline the projects folder excluding node_modules and dist', outline).arguments).toEqual({
      folder: 'projects',
      skip: ['node_modules', 'dist'],
    });
    expect(extractArguments('find all the pdfs in documents except the ones in old', lookUp).arguments.ignore).toEqual(['old']);
    expect(extractArguments('cherche les fichiers .md dans notes sauf dans brouillons', lookUp).arguments).toEqual({
      folder: 'notes',
      glob: '*.md',
      ignore: ['brouillons'],
    });
    // "the pictures" is a kind of thing, not a name to leave out.
    expect(extractArguments('outline of the recipes folder but skip the pictures', outline).arguments).toEqual({ folder: 'recipes' });
  });

  it('takes no bare word after "into" for a path when the request writes one', () => {
    expect(extractArguments('translate notes/menu.txt into french', showDoc).arguments).toEqual({ path: 'notes/menu.txt' });
    // The far end of a move still takes a folder said in words.
    expect(extractArguments('move notes/a.txt to archive', relocate).arguments).toEqual({ source: 'notes/a.txt', destination: 'archive/a.txt' });
  });

  it('keeps a renamed file in its folder, and a folder moved into another keeps its name', () => {
    expect(extractArguments('rename drafts/v2.txt to final.txt', relocate).arguments).toEqual({ source: 'drafts/v2.txt', destination: 'drafts/final.txt' });
    expect(extractArguments('rename drafts/v2.txt to archive/final.txt', relocate).arguments).toEqual({
      source: 'drafts/v2.txt',
      destination: 'archive/final.txt',
    });
    expect(extractArguments('move projects/garden into projects/done', relocate).arguments).toEqual({
      source: 'projects/garden',
      destination: 'projects/done/garden',
    });
    // "to" a folder-like name may be the folder's new name: a folder moved "to" one is renamed as said.
    expect(extractArguments('move projects/garden to projects/yard', relocate).arguments).toEqual({ source: 'projects/garden', destination: 'projects/yard' });
  });

  it('reads a relation between two names in the direction the sentence says', () => {
    const link = (message: string): unknown => extractArguments(message, linkPeople).arguments;
    expect(link('Jake lives with Emma')).toEqual({ links: [{ from: 'Jake', to: 'Emma', relationType: 'lives with' }] });
    expect(link('make Carol a mentor of Dan')).toEqual({ links: [{ from: 'Carol', to: 'Dan', relationType: 'mentor of' }] });
    expect(link("Priya is Raj's wife")).toEqual({ links: [{ from: 'Priya', to: 'Raj', relationType: 'wife of' }] });
    expect(link('link Ana and Tom as cousins')).toEqual({ links: [{ from: 'Ana', to: 'Tom', relationType: 'cousins' }] });
    expect(link('Note que Julien est le frère de Camille')).toEqual({ links: [{ from: 'Julien', to: 'Camille', relationType: 'frère de' }] });
    expect(link('Recuerda que Ana es amiga de Luis')).toEqual({ links: [{ from: 'Ana', to: 'Luis', relationType: 'amiga de' }] });
    expect(extractArguments("unlink Sara from Project X (the 'leads' relation)", unlinkPeople).arguments).toEqual({
      source: 'Sara',
      target: 'Project X',
      relation: 'leads',
    });
  });

  it('keeps a title with its name, and files a fact added to a name under it without its frame', () => {
    expect(extractArguments('remember that Dr. Patel is my dentist', jotDown).arguments).toEqual({
      items: [{ personName: 'Dr. Patel', facts: ['my dentist'] }],
    });
    expect(extractArguments('remember that my dentist is Dr. Ruiz', jotDown).arguments).toEqual({ items: [{ personName: 'Dr. Ruiz', facts: ['dentist'] }] });
    expect(extractArguments("add to Lucy's entry that she's starting at UCLA in the fall", jotDown).arguments).toEqual({
      items: [{ personName: 'Lucy', facts: ['starting at UCLA in the fall'] }],
    });
    expect(extractArguments('add to Maria: she is allergic to peanuts', jotDown).arguments).toEqual({
      items: [{ personName: 'Maria', facts: ['allergic to peanuts'] }],
    });
  });

  it('gives a list of files every path the request names, however they are joined', () => {
    expect(extractArguments('compare budget/2023.csv with budget/2024.csv', openDocs).arguments).toEqual({
      documents: ['budget/2023.csv', 'budget/2024.csv'],
    });
    expect(extractArguments('diff old/a.md against new/a.md', openDocs).arguments).toEqual({ documents: ['old/a.md', 'new/a.md'] });
    expect(extractArguments('open todo.txt done.txt and later.txt', openDocs).arguments).toEqual({ documents: ['todo.txt', 'done.txt', 'later.txt'] });
  });

  it('reads a quoted path with spaces whole, and a path inside quoted text as part of that text', () => {
    expect(extractArguments("what's in 'my projects/plan.md'", showDoc).arguments).toEqual({ path: 'my projects/plan.md' });
    expect(extractArguments("move 'old draft.txt' to 'final draft.txt'", relocate).arguments).toEqual({
      source: 'old draft.txt',
      destination: 'final draft.txt',
    });
    expect(extractArguments("write 'see notes/a.md for details' to notes/b.md", saveDoc).arguments).toEqual({
      path: 'notes/b.md',
      body: 'see notes/a.md for details',
    });
  });

  it('reads a file name with a space after its folder as one path', () => {
    expect(extractArguments('show drafts/cover letter.docx', showDoc).arguments).toEqual({ path: 'drafts/cover letter.docx' });
    expect(extractArguments('show drafts/my old cv.pdf', showDoc).arguments).toEqual({ path: 'drafts/my old cv.pdf' });
    // Words that join two paths keep them apart.
    expect(extractArguments('open drafts/old and notes.txt', openDocs).arguments).toEqual({ documents: ['drafts/old', 'notes.txt'] });
  });

  it('reads "top N" as the first N and "the first line" as one', () => {
    expect(extractArguments('show me the top 5 lines of data/users.csv', showDoc).arguments).toEqual({ path: 'data/users.csv', fromStart: 5 });
    expect(extractArguments('bottom 3 lines of logs/app.log', showDoc).arguments).toEqual({ path: 'logs/app.log', fromEnd: 3 });
    expect(extractArguments("what's the first line of notes/todo.md?", showDoc).arguments).toEqual({ path: 'notes/todo.md', fromStart: 1 });
    expect(extractArguments('what is the last line of journal/today.txt', showDoc).arguments).toEqual({ path: 'journal/today.txt', fromEnd: 1 });
    expect(extractArguments('read the lines of logs/app.log', showDoc).arguments).toEqual({ path: 'logs/app.log' });
    // The position in other languages, before or after the number.
    expect(extractArguments('muéstrame las primeras 10 líneas de logs/app.log', showDoc).arguments).toEqual({ path: 'logs/app.log', fromStart: 10 });
    expect(extractArguments('montre les 3 dernières lignes de notes/a.md', showDoc).arguments).toEqual({ path: 'notes/a.md', fromEnd: 3 });
    expect(extractArguments('显示 logs/app.log 的前 10 行', showDoc).arguments).toEqual({ path: 'logs/app.log', fromStart: 10 });
  });

  it('hands over quoted text whole, punctuation and all, and text after "that just says"', () => {
    expect(extractArguments("put a card at cards/sam.txt that says 'Happy 30th, Sam! Drinks on me.'", saveDoc).arguments).toEqual({
      path: 'cards/sam.txt',
      body: 'Happy 30th, Sam! Drinks on me.',
    });
    expect(extractArguments('create notes/hi.txt that just says hello world', saveDoc).arguments).toEqual({ path: 'notes/hi.txt', body: 'hello world' });
    expect(extractArguments('crea notes/hola.txt que diga hola mundo', saveDoc).arguments).toEqual({ path: 'notes/hola.txt', body: 'hola mundo' });
  });

  it('reads what a file is made with, right after its name, as its text, but not a description of it', () => {
    expect(extractArguments('create a file called shopping.md with eggs, milk and bread', saveDoc).arguments).toEqual({
      path: 'shopping.md',
      body: 'eggs, milk and bread',
    });
    expect(extractArguments('write report.md with a summary of sales', saveDoc).arguments).toEqual({ path: 'report.md' });
  });

  it('hands over every line below a colon that ends a line', () => {
    expect(extractArguments('save this poem to letters/poem.txt:\nroses are red\nthe kettle is hot', saveDoc).arguments).toEqual({
      path: 'letters/poem.txt',
      body: 'roses are red\nthe kettle is hot',
    });
  });

  it('keeps the sides of a stated replacement out of the path, and reads several replacements as several changes', () => {
    expect(extractArguments("'Friday' should be 'Saturday'", reviseDoc).arguments.path).toBeUndefined();
    expect(extractArguments("in letters/invite.md swap 'June' for 'July' and 'noon' for '1pm'", reviseDoc).arguments).toEqual({
      path: 'letters/invite.md',
      changes: [
        { oldValue: 'June', newValue: 'July' },
        { oldValue: 'noon', newValue: '1pm' },
      ],
    });
    expect(extractArguments('in recipes/pancakes.md change 2 eggs to 3 eggs', reviseDoc).arguments).toEqual({
      path: 'recipes/pancakes.md',
      changes: [{ oldValue: '2 eggs', newValue: '3 eggs' }],
    });
    expect(extractArguments('change draft to final and red to blue in docs/report.md', reviseDoc).arguments).toEqual({
      path: 'docs/report.md',
      changes: [
        { oldValue: 'draft', newValue: 'final' },
        { oldValue: 'red', newValue: 'blue' },
      ],
    });
  });

  it('moves the thing after "move" into the folder named, keeping its file name', () => {
    expect(extractArguments('move pics/beach.jpg into folder vacation/', relocate).arguments).toEqual({
      source: 'pics/beach.jpg',
      destination: 'vacation/beach.jpg',
    });
    expect(extractArguments('make a new directory old/ and put notes/a.txt inside it', relocate).arguments).toEqual({
      source: 'notes/a.txt',
      destination: 'old/a.txt',
    });
    expect(extractArguments('crea la carpeta viejos y mueve notas/a.txt ahí', relocate).arguments).toEqual({
      source: 'notas/a.txt',
      destination: 'viejos/a.txt',
    });
    expect(extractArguments('make a folder archive/old and move notes/2019.txt into it', relocate).arguments).toEqual({
      source: 'notes/2019.txt',
      destination: 'archive/old/2019.txt',
    });
  });

  it('reads what a search looks for: a quoted name in any language, a kind of file, the word that says which one', () => {
    const glob = (message: string) => extractArguments(message, lookUp).arguments.glob;
    expect(glob("Suche nach Dateien mit 'Vertrag' im Namen im Ordner Dokumente")).toMatch(/Vertrag/);
    expect(glob('are there any .tmp files in projects?')).toMatch(/\*\.tmp$/);
    expect(glob('where did i put the lasagna recipe?? cant find it anywhere')).toMatch(/lasagna/);
    expect(glob('find my budget spreadsheet')).toMatch(/budget/);
  });

  it('reads a verb that opens the request as no folder name, and lists files after the first one in its folder', () => {
    const makeFolder = tool('make_folder', 'Make a new folder', { folder: { type: 'string' } }, ['folder']);
    expect(extractArguments('make folder gigs/contracts/2025', makeFolder).arguments).toEqual({ folder: 'gigs/contracts/2025' });
    expect(extractArguments('Tolong buat folder baru hostel/bookings/2025', makeFolder).arguments).toEqual({ folder: 'hostel/bookings/2025' });
    expect(extractArguments('open the recipes folder', makeFolder).arguments).toEqual({ folder: 'recipes' });
    expect(extractArguments('open quotes/pickfords.txt, vanmen.txt and budget.txt', openDocs).arguments).toEqual({
      documents: ['quotes/pickfords.txt', 'quotes/vanmen.txt', 'quotes/budget.txt'],
    });
    // Files of two folders in one list: a bare name is in neither.
    expect(extractArguments('open a/x.txt, b/y.txt and z.txt', openDocs).arguments).toEqual({ documents: ['a/x.txt', 'b/y.txt', 'z.txt'] });
  });
});
