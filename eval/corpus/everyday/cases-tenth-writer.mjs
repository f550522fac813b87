/**
 * Everyday requests, written by a tenth person who read only the tools'
 * names, their arguments and one line on what each does, plus the short guide
 * to how a case is written. File and folder names are invented.
 *
 * Personas (all talking to one assistant that sees their own home folder,
 * a memory graph, and a demo "everything" server):
 *  - Rosa Delgado, a wedding photographer: a Weddings folder with one folder
 *    per couple (date_Names), shot lists, contracts, invoices, RAW folders;
 *    busy, quick, often on her phone between shoots.
 *  - Tobias Brandt, a high-school chemistry teacher: Chem/Year10, Year11,
 *    quizzes, grades as CSV, lab inventory, safety sheets; dry humour.
 *  - Gus Pelletier, a small-town plumber in Ohio who dictates in his van
 *    ("slash", "dot txt", "comma"): jobs, quotes, customers.csv, a van parts list.
 *  - Ayesha Raman, a PhD student in linguistics: thesis chapters in LaTeX,
 *    a bib file, fieldnotes by date, a corpus of .eaf recordings and glosses.
 *  - Hal Ostrowski, a retired merchant sailor: logbooks of his old boat
 *    Marlin, a memoir in chapters, recipes; long, courteous messages.
 *  - Joy Dizon, a student nurse in Manila: drug cards, care plans, duty
 *    schedules, NCLEX review; writes in English and Taglish.
 *  - Len Okabe, a comic artist: pages per issue (PSD inks and colours),
 *    scripts, thumbnails, a Patreon folder; slang, no capitals.
 *  - Margit Halvorsen, a tax accountant: clients/<Surname_Initial>/<year>,
 *    checklists, returns, a tracker; terse and exact.
 *  Plus speakers of other languages with small tasks of their own.
 */
import { m, n, open, t } from './case-helpers.mjs';

const RD = ['read_file', 'read_multiple_files'];
const MULTI = ['read_text_file', 'read_file'];
const REMEMBER = ['create_entities', 'add_observations'];
const HOME = ['.', ''];
const SIZES = ['list_directory', 'get_file_info'];

export default [
  // Rosa, wedding photographer
  t("can you list what's in my Weddings folder", 'list_directory', { path: 'Weddings' }),
  t(
    'whats taking up the most space in Weddings/2025-06-14_Hartley-Nguyen?? my drive is nearly full',
    'list_directory_with_sizes',
    { path: 'Weddings/2025-06-14_Hartley-Nguyen', sortBy: ['size', ''] },
    { also: ['directory_tree'] },
  ),
  t(
    "cna you opne the shotlist.md in Weddings/2025-06-14_Hartley-Nguyen, i'm in the car park",
    'read_text_file',
    { path: 'Weddings/2025-06-14_Hartley-Nguyen/shotlist.md' },
    { also: RD },
  ),
  t('make a folder Weddings/2025-09-20_Castellanos-Burke', 'create_directory', { path: 'Weddings/2025-09-20_Castellanos-Burke' }),
  m('inside Weddings/2025-09-20_Castellanos-Burke make three folders: RAW, selects and delivered', [
    ['create_directory', { path: 'Weddings/2025-09-20_Castellanos-Burke/RAW' }],
    ['create_directory', { path: 'Weddings/2025-09-20_Castellanos-Burke/selects' }],
    ['create_directory', { path: 'Weddings/2025-09-20_Castellanos-Burke/delivered' }],
  ]),
  t('rename Contracts/contract_draft.docx to contract_Castellanos-Burke_signed.docx, they signed!!', 'move_file', {
    source: 'Contracts/contract_draft.docx',
    destination: 'Contracts/contract_Castellanos-Burke_signed.docx',
  }),
  t('find every invoice I ever made, they all have "invoice" in the file name', 'search_files', {
    path: HOME,
    pattern: ['invoice', '*invoice*', '*invoice*.pdf', '**/*invoice*'],
  }),
  n("what shutter speed should I use for a sparkler exit? it'll be pretty dark and they'll be walking fast"),
  n('how do I tell a couple their deposit is non-refundable without sounding like a jerk'),
  open("remember that the Hartley-Nguyen couple do NOT want any photos with the groom's uncle Raymond in them", REMEMBER),
  t('what do you remember about the Okafor-Lee wedding?', 'search_nodes', {
    query: ['Okafor-Lee', 'Okafor-Lee wedding', 'Okafor Lee'],
  }),
  t('show me the last 30 lines of Weddings/editing-log.txt', 'read_text_file', { path: 'Weddings/editing-log.txt', tail: 30 }, { also: ['read_file'] }),
  t("what's in Contracts?", 'list_directory', { path: 'Contracts' }),
  t(
    'open the model release one',
    'read_text_file',
    { path: 'Contracts/model-release.txt' },
    {
      also: RD,
      h: [
        "what's in Contracts?",
        'Contracts has:\n- contract_template_2025.docx\n- contract_Okafor-Lee_signed.pdf\n- contract_Hartley-Nguyen_signed.pdf\n- model-release.txt',
      ],
    },
  ),
  n('give me a packing checklist for an outdoor wedding shoot where rain is forecast'),
  t(
    'how big is the RAW folder for Okafor-Lee? Weddings/2025-05-03_Okafor-Lee/RAW',
    'get_file_info',
    { path: 'Weddings/2025-05-03_Okafor-Lee/RAW' },
    { also: ['list_directory_with_sizes'] },
  ),
  t('write a file Weddings/2025-06-14_Hartley-Nguyen/timeline.txt that says: 2:00 getting ready, 4:00 ceremony, 5:30 portraits, 7:00 reception', 'write_file', {
    path: 'Weddings/2025-06-14_Hartley-Nguyen/timeline.txt',
    content: [
      '2:00 getting ready, 4:00 ceremony, 5:30 portraits, 7:00 reception',
      '2:00 getting ready\n4:00 ceremony\n5:30 portraits\n7:00 reception',
      '2:00 getting ready\n4:00 ceremony\n5:30 portraits\n7:00 reception\n',
    ],
  }),
  t(
    'ok and 2025-05-03_Okafor-Lee?',
    'list_directory_with_sizes',
    { path: 'Weddings/2025-05-03_Okafor-Lee', sortBy: ['size', ''] },
    {
      also: ['list_directory', 'directory_tree'],
      h: [
        'sizes of the stuff in Weddings/2025-06-14_Hartley-Nguyen pls',
        'Weddings/2025-06-14_Hartley-Nguyen (largest first):\n- RAW/ 148.2 GB\n- selects/ 21.7 GB\n- delivered/ 6.3 GB\n- shotlist.md 3 KB\n- timeline.txt 1 KB',
      ],
    },
  ),

  // Tobias, chemistry teacher
  t(
    'pull up my stoichiometry quiz, Chem/Year11/quizzes/stoichiometry-quiz.md',
    'read_text_file',
    { path: 'Chem/Year11/quizzes/stoichiometry-quiz.md' },
    { also: RD },
  ),
  t(
    'In Chem/Year11/quizzes/stoichiometry-quiz.md change the molar mass of water from 18.5 to 18.02 — I typed it wrong and nobody noticed for two years',
    'edit_file',
    { path: 'Chem/Year11/quizzes/stoichiometry-quiz.md' },
    { also: ['write_file'] },
  ),
  t('show me period 3 grades (Chem/grades/period3.csv)', 'read_text_file', { path: 'Chem/grades/period3.csv' }, { also: RD }),
  n("what's the molar mass of sulfuric acid"),
  n('explain why ice floats as if you were talking to a room of fourteen-year-olds after lunch'),
  n('quick one: 0.25 mol times 58.44 g/mol?'),
  t('anything with "inventory" in the name under Chem?', 'search_files', { path: 'Chem', pattern: ['inventory', '*inventory*'] }),
  t(
    'read Chem/lab-inventory.csv and Chem/safety-data/hcl-msds.txt together, I need to check we have enough HCl and how to store it',
    'read_multiple_files',
    {
      paths: [
        ['Chem/lab-inventory.csv', 'Chem/safety-data/hcl-msds.txt'],
        ['Chem/safety-data/hcl-msds.txt', 'Chem/lab-inventory.csv'],
      ],
    },
    { also: MULTI },
  ),
  t('Move Chem/Year10/lesson-plans into Archive/2023-24 please, new spec this year', 'move_file', {
    source: 'Chem/Year10/lesson-plans',
    destination: ['Archive/2023-24/lesson-plans', 'Archive/2023-24'],
  }),
  n('can you print 30 copies of the worksheet on the staffroom printer'),
  open('remember that period 3 has their titration test on Friday the 14th', REMEMBER),
  t('show me the whole tree of my Chem folder', 'directory_tree', { path: 'Chem' }, { also: ['list_directory'] }),
  n('ideas for a flashy but safe demo for open evening? nothing with thermite, the head will end me'),
  t(
    'and whats in quizzes',
    'list_directory',
    { path: 'Chem/Year11/quizzes' },
    {
      h: ['list Chem/Year11', 'Chem/Year11 contains:\n- lesson-plans/\n- quizzes/\n- practical-write-ups/\n- seating-plan.txt'],
    },
  ),
  t(
    'first 10 lines of the seating plan',
    'read_text_file',
    { path: 'Chem/Year11/seating-plan.txt', head: 10 },
    {
      also: ['read_file'],
      h: ['list Chem/Year11', 'Chem/Year11 contains:\n- lesson-plans/\n- quizzes/\n- practical-write-ups/\n- seating-plan.txt'],
    },
  ),
  n('balance this for me: Fe + O2 -> Fe2O3'),
  t("when did I last touch Chem/grades/period5.csv? a parent says their kid's mark changed", 'get_file_info', { path: 'Chem/grades/period5.csv' }),

  // Gus, plumber, dictating in the van
  t('open customers dot csv', 'read_text_file', { path: 'customers.csv' }, { also: RD }),
  t('new file in quotes called henderson boiler dot txt that says replace combi boiler comma navien 240 comma 4200 dollars installed full stop', 'write_file', {
    path: ['quotes/henderson-boiler.txt', 'quotes/henderson boiler.txt', 'quotes/henderson_boiler.txt', 'quotes/hendersonboiler.txt'],
    content: [
      'Replace combi boiler, Navien 240, 4200 dollars installed.',
      'Replace combi boiler, Navien 240, $4200 installed.',
      'Replace combi boiler, Navien 240, $4,200 installed.',
      'replace combi boiler, navien 240, 4200 dollars installed.',
    ],
  }),
  n('whats the standard rough in for a toilet from the finished wall'),
  n('hey how many btu is a 50 gallon gas water heater usually, ballpark'),
  t(
    'read me my parts list in the van folder',
    'search_files',
    { path: 'van', pattern: ['parts', '*parts*', 'parts-list*'] },
    {
      also: ['list_directory', 'read_text_file'],
      note: 'the file name is not said; finding it in van comes first',
    },
  ),
  t(
    'add to the van parts list three quarter inch sharkbite couplings times six',
    'edit_file',
    { path: 'van/parts-list.txt' },
    {
      also: ['write_file'],
      h: [
        'read me my parts list in the van folder',
        'van/parts-list.txt:\n- 1/2" PEX, 100 ft\n- 1/2" sharkbite elbows x 10\n- wax rings x 4\n- teflon tape x 6\n- 3/4" ball valves x 2',
      ],
    },
  ),
  n('call mrs albright and tell her im running twenty minutes late'),
  open('remember mrs albright on Cedar street has a dog that bites so keep the side gate shut', REMEMBER),
  t('do you have anything on the albrights', 'search_nodes', { query: ['Albright', 'albright', 'Albrights', 'Mrs Albright'] }),
  t('search jobs for anything with water heater in the name', 'search_files', {
    path: 'jobs',
    pattern: ['water heater', 'water-heater', '*water*heater*', '*water heater*', '*water-heater*', 'heater'],
  }),
  t(
    'read me the church one',
    'read_text_file',
    { path: 'jobs/2025/2025-03-19_church-basement-sump.txt' },
    {
      also: RD,
      h: [
        'how many jobs did i do in march check jobs slash 2025',
        'In jobs/2025 there are three files from March:\n- 2025-03-04_albright-kitchen-sink.txt\n- 2025-03-11_henderson-boiler.txt\n- 2025-03-19_church-basement-sump.txt\nSo three jobs.',
      ],
    },
  ),
  t('when was the last time i changed the customers file', 'get_file_info', { path: 'customers.csv' }),
  n('whats fifteen percent of three eighty'),
  n('thanks bud'),
  t('make a folder jobs slash 2025 slash april', 'create_directory', { path: ['jobs/2025/april', 'jobs/2025/April', 'jobs/2025/04'] }),
  n('can you order me a box of pex crimp rings from the supply house'),

  // Ayesha, PhD in linguistics
  t(
    'Could you open thesis/chapters/ch3-evidentiality.tex? I want to reread the intro before my meeting.',
    'read_text_file',
    { path: 'thesis/chapters/ch3-evidentiality.tex' },
    { also: RD },
  ),
  t('find all the .eaf files in my corpus folder', 'search_files', { path: 'corpus', pattern: ['*.eaf', '.eaf', 'eaf', '**/*.eaf'] }),
  n("what's the difference between evidentiality and epistemic modality, in two sentences"),
  n('Is "data" singular or plural in academic writing these days? My supervisor and I disagree.'),
  t('In thesis/bib/refs.bib the Aikhenvald 2004 entry says year = {2040}, can you fix it to 2004', 'edit_file', { path: 'thesis/bib/refs.bib' }),
  t(
    'compare fieldnotes/2024-07-12.md and fieldnotes/2024-07-13.md for me, did I elicit the same verbs twice?',
    'read_multiple_files',
    {
      paths: [
        ['fieldnotes/2024-07-12.md', 'fieldnotes/2024-07-13.md'],
        ['fieldnotes/2024-07-13.md', 'fieldnotes/2024-07-12.md'],
      ],
    },
    { also: MULTI },
  ),
  open('note that my consultant Tsering prefers to be recorded in the mornings, before 11', REMEMBER),
  t('sizes of everything in thesis/chapters please', 'list_directory_with_sizes', { path: 'thesis/chapters' }, { also: ['list_directory'] }),
  t('rename thesis/chapters/ch3-evidentiality.tex to ch3-evidentiality-v2.tex', 'move_file', {
    source: 'thesis/chapters/ch3-evidentiality.tex',
    destination: 'thesis/chapters/ch3-evidentiality-v2.tex',
  }),
  n('Can you help me phrase an email asking my committee for a two-month extension? Firm, not grovelling.'),
  t('which folders can you actually see on my computer?', 'list_allowed_directories'),
  n("what's a mirative again?", {
    h: [
      'what did I write in fieldnotes/2024-07-12.md',
      "Here's fieldnotes/2024-07-12.md:\n\nRecording 4 with Tsering. Recorded 43 min. Elicited evidential -shag vs -song in past narratives. Speaker corrected gloss of 'yod' (existential, not copula). Follow up on mirative uses.",
    ],
  }),
  t('last 15 lines of corpus/glosses/rec04.txt please', 'read_text_file', { path: 'corpus/glosses/rec04.txt', tail: 15 }, { also: ['read_file'] }),
  n('ugh reviewer 2 wants me to "engage more with the literature". what does that even mean'),
  t(
    'and rec05?',
    'read_text_file',
    { path: 'corpus/glosses/rec05.txt', tail: [15, ''] },
    {
      also: RD,
      h: [
        'last 15 lines of corpus/glosses/rec04.txt please',
        "Here are the last 15 lines of corpus/glosses/rec04.txt:\n\n41  nga-s  yi.ge  bri-song\n    1SG-ERG letter write-PFV.NEG.EGO\n    'I wrote a letter (unexpectedly).'\n...",
      ],
    },
  ),
  t('what have I told you about Tsering so far', 'search_nodes', { query: ['Tsering'] }),

  // Hal, retired sailor
  t(
    "Good morning. My granddaughter set this up and says I can ask you to look at my files. There's a folder called Logbooks and in it another called Marlin, that was my old boat, and in there a file named 1998-atlantic-crossing.txt. Would you be so kind as to read it to me? I want to check what day we made landfall in Horta, my brother swears it was the 9th and I say the 11th.",
    'read_text_file',
    { path: 'Logbooks/Marlin/1998-atlantic-crossing.txt' },
    { also: RD },
  ),
  n("What's the difference between a knot and a mile an hour? I always muddle it when the grandkids ask."),
  n("How's your day going, young fellow?"),
  t('Show me the Memoir folder please', 'list_directory', { path: 'Memoir' }),
  t('Please make a new file in Memoir called chapter-07-the-storm.txt and put just the title in it for now: The Storm off Finisterre', 'write_file', {
    path: 'Memoir/chapter-07-the-storm.txt',
    content: ['The Storm off Finisterre', 'The Storm off Finisterre\n'],
  }),
  n('Could you ring the marina and ask whether my mooring fee has gone through?'),
  t('Remind me what you know about my old crewmate Benny Sousa', 'search_nodes', { query: ['Benny Sousa', 'Benny', 'Sousa'] }),
  open('Write this down so you remember it: Benny Sousa lives in Fall River now and his birthday is the 3rd of March.', REMEMBER),
  t("Where did I put my fish chowder recipe? It's somewhere in my files, I'm sure of it.", 'search_files', {
    path: HOME,
    pattern: ['chowder', '*chowder*', 'fish chowder', '*chowder*.txt'],
  }),
  n("Red sky at night, sailor's delight — is there any truth in it or is it an old wives' tale?"),
  t(
    'Read me chapter two, please.',
    'read_text_file',
    { path: 'Memoir/chapter-02-merchant-navy.txt' },
    {
      also: RD,
      h: [
        'Show me the Memoir folder please',
        'In Memoir there are:\n- chapter-01-boyhood.txt\n- chapter-02-merchant-navy.txt\n- chapter-03-first-command.txt\n- chapter-04-marlin.txt\n- chapter-05-the-azores.txt\n- chapter-06-coming-home.txt\n- notes-for-later.txt',
      ],
    },
  ),
  t(
    'Is the one about coming home very long? When did I last work on it?',
    'get_file_info',
    { path: 'Memoir/chapter-06-coming-home.txt' },
    {
      also: ['list_directory_with_sizes'],
      h: [
        'Show me the Memoir folder please',
        'In Memoir there are:\n- chapter-01-boyhood.txt\n- chapter-02-merchant-navy.txt\n- chapter-03-first-command.txt\n- chapter-04-marlin.txt\n- chapter-05-the-azores.txt\n- chapter-06-coming-home.txt\n- notes-for-later.txt',
      ],
    },
  ),
  n('Thank you kindly, that settles it. My brother owes me a pint.', {
    h: [
      'Please read Logbooks/Marlin/1998-atlantic-crossing.txt, I want to know what day we made landfall in Horta.',
      'The log for 11 June 1998 reads: "0640 Pico sighted off starboard bow. 1415 secured alongside in Horta marina. All well." So you made landfall in Horta on the 11th.',
    ],
  }),
  m("I'd like to tidy up. Could you move notes-for-later.txt out of Memoir into a new place, Memoir/drafts? Make that folder if it isn't there.", [
    ['create_directory', { path: 'Memoir/drafts' }],
    ['move_file', { source: 'Memoir/notes-for-later.txt', destination: ['Memoir/drafts/notes-for-later.txt', 'Memoir/drafts'] }],
  ]),

  // Joy, student nurse in Manila
  t(
    'pls open my drug card for metoprolol, NCLEX-review/drug-cards/metoprolol.md',
    'read_text_file',
    { path: 'NCLEX-review/drug-cards/metoprolol.md' },
    { also: RD },
  ),
  t(
    'gawa ka nga ng folder for RLE week 5 sa Clinicals',
    'create_directory',
    {
      path: [
        'Clinicals/RLE week 5',
        'Clinicals/RLE-week-5',
        'Clinicals/RLE_week_5',
        'Clinicals/RLE Week 5',
        'Clinicals/RLE-Week-5',
        'Clinicals/week-5',
        'Clinicals/Week 5',
      ],
    },
    { l: 'tl' },
  ),
  n('normal vital sign ranges for adults, quick review pls, exam bukas'),
  n('how many gtt per min if 1000 mL over 8 hours and the set is 20 gtt/mL'),
  t('find my care plan for the pneumonia patient, i think the file has pneumonia in the name', 'search_files', {
    path: ['.', '', 'Care-plans'],
    pattern: ['pneumonia', '*pneumonia*'],
  }),
  n('kinakabahan ako sa return demo bukas sa IM injection, may tips ka ba?', { l: 'tl' }),
  t(
    'open the NANDA list',
    'read_text_file',
    { path: 'Care-plans/NANDA-list.txt' },
    {
      also: RD,
      h: ["what's in my Care-plans folder", 'Care-plans has:\n- cp_pneumonia_bed12.docx\n- cp_CHF_bed4.docx\n- cp_template.docx\n- NANDA-list.txt'],
    },
  ),
  t(
    'rename the CHF one to cp_CHF_bed4_FINAL.docx',
    'move_file',
    { source: 'Care-plans/cp_CHF_bed4.docx', destination: 'Care-plans/cp_CHF_bed4_FINAL.docx' },
    {
      h: ["what's in my Care-plans folder", 'Care-plans has:\n- cp_pneumonia_bed12.docx\n- cp_CHF_bed4.docx\n- cp_template.docx\n- NANDA-list.txt'],
    },
  ),
  n('explain preload and afterload like im 5'),
  n("can you submit my care plan to our CI's google classroom before 11:59"),
  t('show me the duty schedule, Clinicals/duty-schedule-sept.txt', 'read_text_file', { path: 'Clinicals/duty-schedule-sept.txt' }, { also: RD }),
  t(
    'pakibasa nga yung furosemide at digoxin drug cards ko, sabay',
    'read_multiple_files',
    {
      paths: [
        ['NCLEX-review/drug-cards/furosemide.md', 'NCLEX-review/drug-cards/digoxin.md'],
        ['NCLEX-review/drug-cards/digoxin.md', 'NCLEX-review/drug-cards/furosemide.md'],
      ],
    },
    {
      l: 'tl',
      also: MULTI,
      h: ['what drug cards do i have', 'NCLEX-review/drug-cards has:\n- digoxin.md\n- furosemide.md\n- heparin.md\n- metoprolol.md\n- insulin-glargine.md'],
    },
  ),
  n('salamat po!! lifesaver ka talaga', { l: 'tl' }),
  n("what's the antidote for heparin again"),

  // Len, comic artist
  t('yo list whats in pages/issue-04', 'list_directory', { path: 'pages/issue-04' }),
  t('whats eating all my disk in pages, biggest first', 'list_directory_with_sizes', { path: 'pages', sortBy: 'size' }, { also: ['directory_tree'] }),
  t('open scripts/issue-04-script.txt i need to check what happens on page 12', 'read_text_file', { path: 'scripts/issue-04-script.txt' }, { also: RD }),
  m('move pg12_inks.psd and pg13_inks.psd from pages/issue-04 into pages/issue-04/done', [
    ['move_file', { source: 'pages/issue-04/pg12_inks.psd', destination: 'pages/issue-04/done/pg12_inks.psd' }],
    ['move_file', { source: 'pages/issue-04/pg13_inks.psd', destination: 'pages/issue-04/done/pg13_inks.psd' }],
  ]),
  n("how do i draw hands that don't look like a bunch of bananas"),
  n("what's a fair page rate for inking an indie book these days, roughly"),
  t('every file with thumb in the name in pages pls', 'search_files', { path: 'pages', pattern: ['thumb', '*thumb*'] }),
  open('remember my colorist is Dani and she needs 2 weeks per issue, dont let me forget', REMEMBER),
  t('what do u have on Dani', 'search_nodes', { query: ['Dani'] }),
  t('show me that tiny test image thing', 'get-tiny-image'),
  n('draw me a cover for issue 5, cyberpunk night market vibe'),
  t(
    'ya do it',
    'write_file',
    { path: 'scripts/issue-05-breakdown.txt' },
    {
      h: [
        'read scripts/issue-05-outline.txt',
        "Here's the outline for issue 5:\n\nPages 1–3: Mika finds the broken drone.\nPages 4–9: chase through the night market.\nPages 10–18: the drone's memory plays back.\nPages 19–22: cliffhanger on the bridge.\n\nWant me to save a page-by-page breakdown of this as scripts/issue-05-breakdown.txt?",
      ],
    },
  ),
  t('gimme the first 20 lines of patreon/posts/june-update.md', 'read_text_file', { path: 'patreon/posts/june-update.md', head: 20 }, { also: ['read_file'] }),
  n('lmao ok'),
  t('tree of pages but skip the psd junk', 'directory_tree', {
    path: 'pages',
    excludePatterns: [['*.psd'], ['**/*.psd']],
  }),
  n('can u post this to my patreon at 9am tomorrow'),
  t(
    'wait is pg14 there too',
    'search_files',
    { path: 'pages/issue-04', pattern: ['pg14', 'pg14*', '*pg14*'] },
    {
      also: ['list_directory'],
      h: [
        'yo list whats in pages/issue-04',
        'pages/issue-04 has:\n- done/\n- pg10_colors.psd\n- pg11_colors.psd\n- pg12_inks.psd\n- pg13_inks.psd\n- lettering/',
      ],
    },
  ),

  // Margit, tax accountant
  t('List clients/2024-returns.', 'list_directory', { path: 'clients/2024-returns' }),
  t('Open clients/Novak_J/2024/checklist.txt', 'read_text_file', { path: 'clients/Novak_J/2024/checklist.txt' }, { also: RD }),
  t('Find every W-2 under clients.', 'search_files', { path: 'clients', pattern: ['W-2', '*W-2*', 'W2', '*W2*', '*W-2*.pdf'] }),
  t('Create clients/Ferreira_A/2024', 'create_directory', { path: 'clients/Ferreira_A/2024' }),
  m('Create clients/Ferreira_A/2024/receipts and clients/Ferreira_A/2024/correspondence.', [
    ['create_directory', { path: 'clients/Ferreira_A/2024/receipts' }],
    ['create_directory', { path: 'clients/Ferreira_A/2024/correspondence' }],
  ]),
  n("What's the 2024 standard deduction for married filing jointly?"),
  n('Remind me: is the last day for IRA contributions the filing date or December 31?'),
  t('Modified date of clients/Novak_J/2024/1099-INT.pdf.', 'get_file_info', { path: 'clients/Novak_J/2024/1099-INT.pdf' }),
  t("In clients/Novak_J/2024/checklist.txt replace 'Status: waiting on docs' with 'Status: ready to file'.", 'edit_file', {
    path: 'clients/Novak_J/2024/checklist.txt',
  }),
  open('Note: Janet Novak switches to quarterly estimated payments from 2025.', REMEMBER),
  t("Remove the note about Ferreira's old address on Elm St from memory, she moved.", 'delete_observations', {}),
  t("Delete 'Temp client 2' from memory entirely.", 'delete_entities', { entityNames: ['Temp client 2'] }),
  n('Can you e-file this return with the IRS for me?'),
  t("Tree of clients, excluding any 'scans' folders.", 'directory_tree', {
    path: 'clients',
    excludePatterns: [['scans'], ['**/scans'], ['scans/**'], ['**/scans/**']],
  }),
  t(
    'Tracker.',
    'read_text_file',
    { path: 'clients/2024-returns/tracker.csv' },
    {
      also: RD,
      h: [
        'List clients/2024-returns.',
        'clients/2024-returns:\n- Novak_J_1040_draft.pdf\n- Novak_J_1040_final.pdf\n- Ferreira_A_1040_draft.pdf\n- Osei_K_1040_final.pdf\n- tracker.csv',
      ],
    },
  ),
  n('3 clients at 450, 2 at 725. Total?'),
  t(
    'Move the Novak draft to clients/Novak_J/2024/superseded.',
    'move_file',
    {
      source: 'clients/2024-returns/Novak_J_1040_draft.pdf',
      destination: ['clients/Novak_J/2024/superseded/Novak_J_1040_draft.pdf', 'clients/Novak_J/2024/superseded'],
    },
    {
      h: [
        'List clients/2024-returns.',
        'clients/2024-returns:\n- Novak_J_1040_draft.pdf\n- Novak_J_1040_final.pdf\n- Ferreira_A_1040_draft.pdf\n- Osei_K_1040_final.pdf\n- tracker.csv',
      ],
    },
  ),
  t('What do you have on Osei?', 'search_nodes', { query: ['Osei', 'Osei_K', 'Osei K', 'K Osei'] }),
  t('Link Kwame Osei to his business, Osei Auto Repair, as owner. Both should be in memory already.', 'create_relations', {}),

  // The demo server, asked for in several voices
  t('can you echo back exactly: TEST 123 do not change', 'echo', { message: 'TEST 123 do not change' }),
  t('use the sum tool to add 1249.5 and 380.75', 'get-sum', { a: 1249.5, b: 380.75 }),
  t('what environment variables do you have set? debugging my config', 'get-env'),
  t('run the long running demo for 10 seconds in 5 steps', 'trigger-long-running-operation', { duration: 10, steps: 5 }),
  t('turn on the simulated logging', 'toggle-simulated-logging'),
  t("switch off those resource subscription updates, they're spamming me", 'toggle-subscriber-updates'),
  t('give me 3 resource links', 'get-resource-links', { count: 3 }),
  t("do a deep research run on 'history of the Portuguese caravel'", 'simulate-research-query', {
    topic: ['history of the Portuguese caravel', 'Portuguese caravel', 'the history of the Portuguese caravel'],
  }),
  t('show me an example of an annotated error message', 'get-annotated-message', { messageType: 'error' }),
  t('get me resource reference number 7', 'get-resource-reference', { resourceId: 7 }),
  t('try the structured content thing with location Lisbon', 'get-structured-content', { location: 'Lisbon' }),
  t('gzip the text "hello world" into a resource called hello.txt.gz', 'gzip-file-as-resource', { name: 'hello.txt.gz', data: ['hello world', ''] }),
  t('say "hello from the van" back to me through the echo tool', 'echo', { message: 'hello from the van' }),
  t(
    'again but with 20 steps',
    'trigger-long-running-operation',
    { duration: [10, ''], steps: 20 },
    {
      h: ['run the long running demo for 10 seconds in 5 steps', 'Started the long-running operation: 10 seconds, 5 steps.\nStep 1/5 … Step 5/5 — finished.'],
    },
  ),
  t(
    'and now turn it back off',
    'toggle-simulated-logging',
    {},
    {
      h: ['turn on the simulated logging', 'Simulated logging is now on — you will see random log messages at different levels.'],
    },
  ),
  t('research quantum dots for me, but keep it vague, like an ambiguous query', 'simulate-research-query', {
    topic: ['quantum dots'],
    ambiguous: true,
  }),
  t('add 17 and 25 with the adding tool, I want to see if it works', 'get-sum', { a: 17, b: 25 }),

  // Assorted home-folder requests
  t("what's on my desktop", 'list_directory', { path: 'Desktop' }),
  t('how much junk is in Downloads, biggest first', 'list_directory_with_sizes', { path: 'Downloads', sortBy: 'size' }),
  t('find the pdf with boarding pass in the name somewhere in Downloads', 'search_files', {
    path: 'Downloads',
    pattern: ['boarding pass', '*boarding*pass*', '*boarding*', 'boarding', '*boarding pass*.pdf'],
  }),
  t('ls Desktop', 'list_directory', { path: 'Desktop' }),
  t('cat todo.txt', 'read_text_file', { path: 'todo.txt' }, { also: RD }),
  t('mkdir Projects/garden-shed', 'create_directory', { path: 'Projects/garden-shed' }),
  t('mv Desktop/Screenshot 2025-03-02 at 10.14.png to Pictures/screenshots', 'move_file', {
    source: 'Desktop/Screenshot 2025-03-02 at 10.14.png',
    destination: ['Pictures/screenshots/Screenshot 2025-03-02 at 10.14.png', 'Pictures/screenshots'],
  }),
  t('what do you know about me?', 'read_graph', {}, { also: ['search_nodes'] }),
  t('show me everything in your memory, the whole thing', 'read_graph'),
  t('open the photo Pictures/dog-beach.jpg', 'read_media_file', { path: 'Pictures/dog-beach.jpg' }),
  t('play Music/voice-memos/idea-03.m4a for me, or at least load it', 'read_media_file', { path: 'Music/voice-memos/idea-03.m4a' }),
  t(
    'hey so I need to put together a packing list for our trip to Crete in June, can you make a file called packing-crete.txt on my Desktop with: passports, sunscreen, snorkels, chargers, the blue hat',
    'write_file',
    {
      path: 'Desktop/packing-crete.txt',
      content: [
        'passports, sunscreen, snorkels, chargers, the blue hat',
        'passports\nsunscreen\nsnorkels\nchargers\nthe blue hat',
        'passports\nsunscreen\nsnorkels\nchargers\nthe blue hat\n',
        '- passports\n- sunscreen\n- snorkels\n- chargers\n- the blue hat',
        '- passports\n- sunscreen\n- snorkels\n- chargers\n- the blue hat\n',
      ],
    },
  ),
  t('is there a file called budget anything in Documents', 'search_files', { path: 'Documents', pattern: ['budget', 'budget*', '*budget*'] }),
  open('do I have any notes about my landlord?', ['search_nodes', 'search_files'], {
    note: 'notes may be files or remembered facts',
  }),
  t(
    'open Documents/recipes/banana-bread.md and Documents/recipes/lemon-drizzle.md',
    'read_multiple_files',
    {
      paths: [
        ['Documents/recipes/banana-bread.md', 'Documents/recipes/lemon-drizzle.md'],
        ['Documents/recipes/lemon-drizzle.md', 'Documents/recipes/banana-bread.md'],
      ],
    },
    { also: MULTI },
  ),
  t('when did i make Documents/will-draft.txt', 'get_file_info', { path: 'Documents/will-draft.txt' }),
  t(
    'yes please',
    'write_file',
    {
      path: 'Documents/wifi.txt',
      content: ['Network: Pelletier-Home\nPassword: copperpipe77', 'Network: Pelletier-Home, Password: copperpipe77', 'Pelletier-Home\ncopperpipe77'],
    },
    {
      h: [
        'the wifi is Pelletier-Home and the password is copperpipe77, i keep forgetting it',
        "Got it — network Pelletier-Home, password copperpipe77. Want me to save that in a file, say Documents/wifi.txt, so it's easy to find?",
      ],
    },
  ),
  n("no thanks, that's fine", {
    h: ['list Documents', 'Documents has:\n- recipes/\n- taxes/\n- will-draft.txt\n- car-insurance-2025.pdf\n\nWant me to show the sizes as well?'],
  }),
  t(
    'put it in taxes',
    'move_file',
    { source: 'Downloads/1099-NEC_2024.pdf', destination: ['Documents/taxes/1099-NEC_2024.pdf', 'Documents/taxes'] },
    {
      h: ['did my 1099 land in Downloads?', 'Yes — Downloads/1099-NEC_2024.pdf, downloaded yesterday at 4:12 pm.'],
    },
  ),
  t(
    'okay show me the big ones in there only',
    'list_directory_with_sizes',
    { path: 'Downloads', sortBy: 'size' },
    {
      h: ['how many files are in Downloads', 'Downloads has 214 files and 9 folders.'],
    },
  ),
  t(
    'forget him',
    'delete_entities',
    { entityNames: ['Marco'] },
    {
      also: ['delete_observations'],
      h: ['who is Marco in your memory', 'In my memory, Marco is a person: "ex-boyfriend", "owes me 200 euros", "allergic to cats".'],
    },
  ),
  t(
    'just remove the bit about the 200 euros, he paid me back',
    'delete_observations',
    {},
    {
      h: ['who is Marco in your memory', 'In my memory, Marco is a person: "ex-boyfriend", "owes me 200 euros", "allergic to cats".'],
    },
  ),
  t(
    "open Priyanka's node and mine, I want to see how we're linked",
    'open_nodes',
    {
      names: [['Priyanka', 'me'], ['Priyanka', 'user'], ['Priyanka']],
    },
    { also: ['search_nodes', 'read_graph'] },
  ),
  t('search my Documents for anything ending .docx but skip the Archive folder', 'search_files', {
    path: 'Documents',
    pattern: ['*.docx', '.docx', '**/*.docx'],
    excludePatterns: [['Archive'], ['**/Archive/**'], ['Archive/**'], ['**/Archive'], ''],
  }),
  t('what is the size of Videos/kids-recital.mp4', 'get_file_info', { path: 'Videos/kids-recital.mp4' }, { also: ['list_directory_with_sizes'] }),
  t('make me a folder called "2025 receipts" in Documents', 'create_directory', { path: 'Documents/2025 receipts' }),
  t(
    'show me the end of notes/journal.md, just the last few entries',
    'read_text_file',
    { path: 'notes/journal.md', tail: [5, 10, 20, 30, 50, ''] },
    { also: ['read_file'] },
  ),
  t(
    'can you see my home folder? list it',
    'list_directory',
    { path: HOME },
    { also: ['list_allowed_directories', 'directory_tree', 'list_directory_with_sizes'] },
  ),
  t(
    'so I was cleaning up my laptop this weekend and I realised I have no idea what is in my Projects folder anymore, there are like five years of stuff in there, half of it from old jobs — could you give me the full tree of it so I can figure out what to throw away, but leave out node_modules because that will be thousands of lines',
    'directory_tree',
    { path: 'Projects', excludePatterns: [['node_modules'], ['**/node_modules'], ['node_modules/**'], ['**/node_modules/**']] },
  ),

  // Other languages
  t('मेरे Documents फ़ोल्डर में क्या-क्या है?', 'list_directory', { path: 'Documents' }, { l: 'hi' }),
  n('क्या तुम मुझे अरहर दाल बनाने का आसान तरीका बता सकते हो?', { l: 'hi' }),
  t('افتح ملف notes/shopping.txt من فضلك', 'read_text_file', { path: 'notes/shopping.txt' }, { l: 'ar', also: RD }),
  n('ما هي عاصمة أستراليا؟ دائماً أخلط بينها وبين سيدني', { l: 'ar' }),
  t('Создай папку Проекты/Дача', 'create_directory', { path: 'Проекты/Дача' }, { l: 'ru' }),
  n('Как вежливо отказать начальнику, если он просит выйти в субботу?', { l: 'ru' }),
  t(
    'а покажи первый',
    'read_text_file',
    { path: 'Документы/договор-аренды.txt' },
    {
      l: 'ru',
      also: RD,
      h: ['что лежит в папке Документы?', 'В папке «Документы»:\n- договор-аренды.txt\n- квитанции/\n- паспорт-скан.jpg'],
    },
  ),
  t('다운로드 폴더에서 pdf 파일 다 찾아줘', 'search_files', { path: 'Downloads', pattern: ['*.pdf', '.pdf', 'pdf', '**/*.pdf'] }, { l: 'ko' }),
  n('오늘 저녁 뭐 먹을지 추천해줘. 냉장고에 계란이랑 김치밖에 없어', { l: 'ko' }),
  t('ช่วยอ่านไฟล์ recipes/tom-yum.txt ให้หน่อยค่ะ', 'read_text_file', { path: 'recipes/tom-yum.txt' }, { l: 'th', also: RD }),
  t('Τι αρχεία έχω στην Επιφάνεια εργασίας;', 'list_directory', { path: ['Desktop', 'Επιφάνεια εργασίας'] }, { l: 'el' }),
  open('תזכור שיום ההולדת של אמא שלי ב-12 באוגוסט', REMEMBER, { l: 'he' }),
  n('איך אומרים "תודה רבה" ביפנית?', { l: 'he' }),
  t(
    'Đổi tên file bao-cao.docx trong Documents thành bao-cao-cuoi.docx',
    'move_file',
    {
      source: 'Documents/bao-cao.docx',
      destination: 'Documents/bao-cao-cuoi.docx',
    },
    { l: 'vi' },
  ),
  n('Bạn là ai vậy? Bạn làm được những gì?', { l: 'vi' }),
  t("Masaüstünde adında 'fatura' geçen dosyaları bul", 'search_files', { path: 'Desktop', pattern: ['fatura', '*fatura*'] }, { l: 'tr' }),
  t('Pokaż mi ostatnie 20 linii pliku logs/serwer.log', 'read_text_file', { path: 'logs/serwer.log', tail: 20 }, { l: 'pl', also: ['read_file'] }),
  n('Nisaidie kuandika barua fupi ya kuomba kazi ya udereva', { l: 'sw' }),
  t('Fungua faili Documents/bajeti.txt tafadhali', 'read_text_file', { path: 'Documents/bajeti.txt' }, { l: 'sw', also: RD }),
  t('Tolong buat folder baru namanya Kuliah/Semester5', 'create_directory', { path: 'Kuliah/Semester5' }, { l: 'id' }),
  t('Documents/日記 フォルダの中身を見せて', 'list_directory', { path: 'Documents/日記' }, { l: 'ja' }),
  n('元気？今日ちょっと疲れた〜', { l: 'ja' }),
  open('帮我记住：我女儿的钢琴课是每周六上午十点', REMEMBER, { l: 'zh' }),
  t('¿Me lees el archivo recetas/tortilla.txt?', 'read_text_file', { path: 'recetas/tortilla.txt' }, { l: 'es', also: RD }),
  n('oye cuánto es 7 por 8, que no me acuerdo jaja', { l: 'es' }),
  t(
    'Move o arquivo Downloads/contrato.pdf para Documentos/Contratos',
    'move_file',
    {
      source: 'Downloads/contrato.pdf',
      destination: ['Documentos/Contratos/contrato.pdf', 'Documentos/Contratos'],
    },
    { l: 'pt' },
  ),
  t('Was weißt du noch über meinen Vermieter, Herrn Krause?', 'search_nodes', { query: ['Krause', 'Herr Krause', 'Vermieter'] }, { l: 'de' }),
  t('Quels dossiers as-tu le droit de voir sur mon ordi ?', 'list_allowed_directories', {}, { l: 'fr' }),
  t('Покажи структуру папки Робота', 'directory_tree', { path: 'Робота' }, { l: 'uk', also: ['list_directory'] }),
  t(
    'Crea un file lista-spesa.txt con: latte, uova, pane',
    'write_file',
    {
      path: 'lista-spesa.txt',
      content: ['latte, uova, pane', 'latte\nuova\npane', 'latte\nuova\npane\n', '- latte\n- uova\n- pane'],
    },
    { l: 'it' },
  ),
  t('আমার Photos ফোল্ডারে কী কী আছে?', 'list_directory', { path: 'Photos' }, { l: 'bn' }),
  n('یک جمله انگیزشی کوتاه برای شروع روز بگو', { l: 'fa' }),
  n('Hoe lang moet een ei koken als ik hem zachtgekookt wil?', { l: 'nl' }),
  t(
    'Und was steht in der zweiten Datei?',
    'read_text_file',
    { path: 'Verein/protokoll-maerz.txt' },
    {
      l: 'de',
      also: RD,
      h: ['Zeig mir den Ordner Verein', 'Im Ordner Verein liegen:\n- mitgliederliste.csv\n- protokoll-maerz.txt\n- satzung.pdf'],
    },
  ),
  t(
    'Hãy tạo thêm thư mục con "Hoa don" trong đó',
    'create_directory',
    { path: ['Documents/Ke toan/Hoa don', 'Documents/Ke toan/Hóa đơn'] },
    {
      l: 'vi',
      h: ['Tạo thư mục Documents/Ke toan giúp tôi', 'Đã tạo thư mục Documents/Ke toan.'],
    },
  ),
  t(
    'ऊपर वाली फ़ाइल का साइज़ कितना है और कब बदली थी?',
    'get_file_info',
    { path: 'Documents/ghar-ka-kharcha.xlsx' },
    {
      l: 'hi',
      h: ['मेरे Documents फ़ोल्डर में क्या-क्या है?', 'Documents में ये हैं:\n- ghar-ka-kharcha.xlsx\n- school-fees/\n- aadhaar-scan.pdf'],
    },
  ),
  n('안녕! 너 이름이 뭐야?', { l: 'ko' }),

  // No tool: chit-chat, knowledge, advice, the assistant itself, things it cannot do
  n('hi'),
  n('are you a real person'),
  n('what can you actually do? like what are you hooked up to'),
  n('do you remember things between chats or do you forget everything'),
  n("you're honestly more useful than my coworkers lol"),
  n('tell me a joke about plumbers'),
  n("what's the capital of Mongolia"),
  n('how long should I boil an egg for a runny yolk'),
  n('whats 48 divided by 6'),
  n('if I drive 340 miles at 65 mph how long is that roughly'),
  n('convert 180 fahrenheit to celsius'),
  n("my landlord says he can enter whenever he wants, is that normal? I'm in California"),
  n("I can't sleep, any tips that aren't 'put your phone away'"),
  n('should I get a heat pump or a new gas furnace, pros and cons'),
  n('write a haiku about Monday mornings'),
  n('set an alarm for 6:15 tomorrow'),
  n('send this to the printer at the library'),
  n("text my wife that I'll be home by 7"),
  n('book me a table for two at 8 somewhere italian near me'),
  n('can you turn the living room lights off'),
  n('translate "where is the bathroom" into Portuguese'),
  n('whats the difference between affect and effect, i always mess it up'),
  n('how do I get a red wine stain out of a white shirt'),
  n('explain compound interest like I have never heard of money'),
  n('ok'),
  n('never mind'),
  n("what's the square root of 144"),
  n('how many days until Christmas if today is the 1st of November'),
  n("help me write a short toast for my sister's wedding, she's a vet and loves hiking"),
  n("what's the difference between a roth and a traditional IRA in plain english"),
  n('can you make the text bigger on my screen'),
  n('what does "per my last email" actually mean lol'),
  n('are you better than siri'),
  n('can you download the new season of that show for me'),
  n('what is 2 to the power of 10'),
  n("so um I was wondering if you could maybe tell me like what's the best way to start running when you're kind of out of shape and hate it"),
  n('pay my electricity bill'),
  n("that's not what I asked. I wanted the sizes, not the names. never mind, I'll look myself", {
    h: ['what is in Videos', 'Videos has:\n- kids-recital.mp4\n- holiday-2024/\n- screen-recordings/'],
  }),
  n('why did you list it like that', {
    h: ["what's on my desktop", 'Your Desktop has:\n- packing-crete.txt\n- Screenshot 2025-03-02 at 10.14.png\n- old-cv.pdf\n- New Folder/'],
  }),
  n('does that mean I should fix it before Friday or can it wait', {
    h: [
      'what does a hissing noise from a water heater usually mean',
      "A hiss from a water heater is often condensation dripping onto the burner, sediment in the tank, or the pressure relief valve letting off water. If water is leaking from the relief valve or the tank, that's the one to look at soon.",
    ],
  }),

  // More everyday tool requests, mixed voices
  t('whats in Music', 'list_directory', { path: 'Music' }),
  t('pls read grocery.txt', 'read_text_file', { path: 'grocery.txt' }, { also: RD }),
  t('open notes slash dentist dot txt', 'read_text_file', { path: 'notes/dentist.txt' }, { also: RD }),
  t(
    'can you check if I still have the file Documents/passport-scan.pdf',
    'get_file_info',
    { path: 'Documents/passport-scan.pdf' },
    {
      also: ['search_files', 'list_directory'],
    },
  ),
  t('where are all my .epub books, anywhere', 'search_files', { path: HOME, pattern: ['*.epub', '.epub', '**/*.epub', 'epub'] }),
  t('In notes/todo.md, tick off "renew passport" — change "- [ ] renew passport" to "- [x] renew passport"', 'edit_file', { path: 'notes/todo.md' }),
  t('move everything from Desktop/New Folder into Documents/misc, actually just move the folder itself and call it misc', 'move_file', {
    source: 'Desktop/New Folder',
    destination: 'Documents/misc',
  }),
  t('write "call mum back" in a file called reminder.txt on my desktop', 'write_file', {
    path: 'Desktop/reminder.txt',
    content: ['call mum back', 'call mum back\n', 'Call mum back'],
  }),
  t('rename Desktop/old-cv.pdf to Desktop/cv-2019.pdf', 'move_file', { source: 'Desktop/old-cv.pdf', destination: 'Desktop/cv-2019.pdf' }),
  t(
    "what's the folder structure of my Photos folder, just so I can see how it's organised",
    'directory_tree',
    { path: 'Photos' },
    { also: ['list_directory'] },
  ),
  t("I'm trying to find a spreadsheet, I think it's called something like mileage, it's an xlsx", 'search_files', {
    path: HOME,
    pattern: ['mileage', '*mileage*', '*mileage*.xlsx', 'mileage*.xlsx'],
  }),
  t('can u remember that my gym locker code is 4471', 'create_entities', {}, { also: ['add_observations'] }),
  t("who's in my memory that works at the hospital?", 'search_nodes', { query: ['hospital'] }),
  t('remove the relation saying Dani works for me, she left', 'delete_relations', {}),
  t(
    'and add that she moved to Lisbon',
    'add_observations',
    {},
    {
      h: ['what do u have on Dani', 'I have an entity "Dani" (person): colorist, needs 2 weeks per issue, works with Len on the comic.'],
    },
  ),
  t(
    'Please could you open Recipes/grandmas-pierogi.txt and Recipes/barszcz.txt, I am cooking for Wigilia and need both',
    'read_multiple_files',
    {
      paths: [
        ['Recipes/grandmas-pierogi.txt', 'Recipes/barszcz.txt'],
        ['Recipes/barszcz.txt', 'Recipes/grandmas-pierogi.txt'],
      ],
    },
    { also: MULTI },
  ),
  t('biggest files in Videos?', 'list_directory_with_sizes', { path: 'Videos', sortBy: 'size' }),
  m(
    'ok now make a folder called keep and move the recital video into it',
    [
      ['create_directory', { path: 'Videos/keep' }],
      ['move_file', { source: 'Videos/kids-recital.mp4', destination: ['Videos/keep/kids-recital.mp4', 'Videos/keep'] }],
    ],
    {
      h: ['biggest files in Videos?', 'Videos, largest first:\n- kids-recital.mp4 3.8 GB\n- holiday-2024/ 2.1 GB\n- screen-recordings/ 640 MB'],
    },
  ),
  t('head -5 Projects/garden-shed/materials.txt', 'read_text_file', { path: 'Projects/garden-shed/materials.txt', head: 5 }, { also: ['read_file'] }),
  t('replace the whole of Projects/garden-shed/materials.txt with this: 12 x 2x4 studs, 6 sheets OSB, 1 roll felt, 2 kg galvanised nails', 'write_file', {
    path: 'Projects/garden-shed/materials.txt',
    content: [
      '12 x 2x4 studs, 6 sheets OSB, 1 roll felt, 2 kg galvanised nails',
      '12 x 2x4 studs\n6 sheets OSB\n1 roll felt\n2 kg galvanised nails',
      '12 x 2x4 studs\n6 sheets OSB\n1 roll felt\n2 kg galvanised nails\n',
    ],
  }),
  t('show me a dry run of changing "OSB" to "plywood" in Projects/garden-shed/materials.txt, don\'t actually save it', 'edit_file', {
    path: 'Projects/garden-shed/materials.txt',
    dryRun: true,
  }),
  t(
    'ok looks right, do it for real',
    'edit_file',
    { path: 'Projects/garden-shed/materials.txt', dryRun: [false, ''] },
    {
      h: [
        'show me a dry run of changing "OSB" to "plywood" in Projects/garden-shed/materials.txt',
        'Dry run for Projects/garden-shed/materials.txt:\n-6 sheets OSB\n+6 sheets plywood\nNothing was saved. Shall I apply it?',
      ],
    },
  ),
  t('Which directories am I letting you into, exactly?', 'list_allowed_directories'),
  t('can you access my whole drive or just some folders', 'list_allowed_directories'),
  t(
    'hey so quick thing my sister sent me her address and i want it somewhere safe not in my texts, can you keep it in your memory: Ana Ruiz, 14 Birch Lane, Dayton OH 45402',
    'create_entities',
    {},
    { also: ['add_observations'] },
  ),
  t("what's my sister's address again", 'search_nodes', { query: ['sister', 'Ana Ruiz', 'Ana'] }),
  t('echo this back so i can copy it: 4f9a-22bc-91de', 'echo', { message: '4f9a-22bc-91de' }),
  t('find everything with "draft" in the name under Documents, not in Archive', 'search_files', {
    path: 'Documents',
    pattern: ['draft', '*draft*'],
    excludePatterns: [['Archive'], ['**/Archive/**'], ['Archive/**'], ['**/Archive']],
  }),
  t('list Photos/2024 with sizes', 'list_directory_with_sizes', { path: 'Photos/2024' }),
  t('what type of file is Downloads/setup.dmg and how big', 'get_file_info', { path: 'Downloads/setup.dmg' }),
  t('show me Pictures/receipt-hardware-store.png, i need the total', 'read_media_file', { path: 'Pictures/receipt-hardware-store.png' }),
  t(
    'read both README.md files, Projects/site/README.md and Projects/bot/README.md',
    'read_multiple_files',
    {
      paths: [
        ['Projects/site/README.md', 'Projects/bot/README.md'],
        ['Projects/bot/README.md', 'Projects/site/README.md'],
      ],
    },
    { also: MULTI },
  ),
  open("save this somewhere so I don't lose it: the vet said Biscuit needs his booster in October", ['create_entities', 'add_observations', 'write_file']),
  t('whats in the folder above Projects/garden-shed', 'list_directory', { path: 'Projects' }),
  t('Documents/taxes tree', 'directory_tree', { path: 'Documents/taxes' }, { also: ['list_directory'] }),
  t('quickly check how big my Downloads folder is overall', 'get_file_info', { path: 'Downloads' }, { also: ['list_directory_with_sizes', 'directory_tree'] }),
  t(
    'sorry, I meant Documents not Desktop',
    'list_directory',
    { path: 'Documents' },
    {
      h: ["what's on my desktop", 'Your Desktop has:\n- packing-crete.txt\n- reminder.txt\n- cv-2019.pdf'],
    },
  ),
  t('search Photos for IMG_2024', 'search_files', { path: 'Photos', pattern: ['IMG_2024', 'IMG_2024*', '*IMG_2024*'] }),
  t(
    'uh can you uh open the the notes file for the um the bathroom job at the Kowalskis its in jobs',
    'search_files',
    { path: 'jobs', pattern: ['kowalski', 'Kowalski', '*kowalski*', '*Kowalski*', '*bathroom*'] },
    { also: ['directory_tree', 'list_directory'], note: 'the exact file name is not said' },
  ),
  t(
    'that second one yeah',
    'read_text_file',
    { path: 'jobs/2025/2025-04-02_kowalski-bathroom-notes.txt' },
    {
      also: RD,
      h: ['search jobs for kowalski', 'I found two files:\n- jobs/2024/2024-11-20_kowalski-quote.txt\n- jobs/2025/2025-04-02_kowalski-bathroom-notes.txt'],
    },
  ),
  t('Create Chem/Year11/practical-write-ups/titration-rubric.md with the heading "# Titration rubric" and nothing else for now.', 'write_file', {
    path: 'Chem/Year11/practical-write-ups/titration-rubric.md',
    content: ['# Titration rubric', '# Titration rubric\n'],
  }),
  t(
    'great, and one for the rates of reaction practical too, same idea',
    'write_file',
    {
      path: ['Chem/Year11/practical-write-ups/rates-rubric.md', 'Chem/Year11/practical-write-ups/rates-of-reaction-rubric.md'],
      content: ['# Rates of reaction rubric', '# Rates of reaction rubric\n'],
    },
    {
      h: [
        'Create Chem/Year11/practical-write-ups/titration-rubric.md with the heading "# Titration rubric" and nothing else for now.',
        'Created Chem/Year11/practical-write-ups/titration-rubric.md containing "# Titration rubric".',
      ],
    },
  ),
  t(
    'grab the invoices for June from Weddings/invoices and tell me which ones are still unpaid',
    'list_directory',
    { path: 'Weddings/invoices' },
    { also: ['search_files', 'directory_tree', 'list_directory_with_sizes'] },
  ),
  t('make a folder "Old logbooks" inside Logbooks', 'create_directory', { path: 'Logbooks/Old logbooks' }),
  t('What are all the files in Logbooks, including inside the boat folders?', 'directory_tree', { path: 'Logbooks' }, { also: ['search_files'] }),
  t('fix typo in thesis/chapters/ch1-intro.tex: "langauge" should be "language" everywhere', 'edit_file', { path: 'thesis/chapters/ch1-intro.tex' }),
  t('pls show me the sizes of everything in corpus/audio, biggest first', 'list_directory_with_sizes', { path: 'corpus/audio', sortBy: 'size' }),
  t('Read fieldnotes/consultants.md', 'read_text_file', { path: 'fieldnotes/consultants.md' }, { also: RD }),
  t('gimme the sum of 3999 and 12750 using that sum tool', 'get-sum', { a: 3999, b: 12750 }),
  m(
    'create a folder pages/issue-05 and inside it thumbs and inks',
    [
      ['create_directory', { path: 'pages/issue-05/thumbs' }],
      ['create_directory', { path: 'pages/issue-05/inks' }],
    ],
    { note: 'creating pages/issue-05 first is fine too' },
  ),
  t('does clients/Osei_K/2024 exist yet', 'get_file_info', { path: 'clients/Osei_K/2024' }, { also: ['list_directory', 'search_files'] }),
  t(
    'move the Osei final into clients/Osei_K/2024',
    'move_file',
    { source: 'clients/2024-returns/Osei_K_1040_final.pdf', destination: ['clients/Osei_K/2024/Osei_K_1040_final.pdf', 'clients/Osei_K/2024'] },
    {
      h: ['List clients/2024-returns.', 'clients/2024-returns:\n- Novak_J_1040_final.pdf\n- Ferreira_A_1040_draft.pdf\n- Osei_K_1040_final.pdf\n- tracker.csv'],
    },
  ),
  t('shw me the drug cards folder', 'list_directory', { path: 'NCLEX-review/drug-cards' }),
  t("anything in my memory about my CI, Ma'am Reyes?", 'search_nodes', { query: ['Reyes', "Ma'am Reyes", 'Maam Reyes'] }),
  t('look at Pictures/sketch-drone.png and tell me if the perspective is off', 'read_media_file', { path: 'Pictures/sketch-drone.png' }),
  t('rename patreon/posts/june-update.md to june-update-FINAL.md', 'move_file', {
    source: 'patreon/posts/june-update.md',
    destination: 'patreon/posts/june-update-FINAL.md',
  }),
  n('what should i charge for a commission of a full colour A4 piece, i always undersell myself'),
  n('whats the pressure a normal house water line should be at, psi'),
  n('Is it "fieldwork" or "field work"?'),
  n('What does the Schedule C line 30 home office deduction cover?'),
  n('how many moles in 36 grams of water, just the number'),
  n('sagot mo nga, anong difference ng type 1 at type 2 diabetes, simple lang', { l: 'tl' }),
  n('best lens for wedding receptions, 35 or 50?'),
  n('can you open my camera and take a photo'),
  n('Can you file my quarterly estimates on the IRS website for me?'),
  n('u up?'),
  t('is there anything in Weddings/2025-09-20_Castellanos-Burke/RAW yet or is it still empty', 'list_directory', {
    path: 'Weddings/2025-09-20_Castellanos-Burke/RAW',
  }),
  t('When was Logbooks/Marlin/1987-maiden-voyage.txt first made, do you know?', 'get_file_info', { path: 'Logbooks/Marlin/1987-maiden-voyage.txt' }),
  t('search thesis for any .tex file with appendix in the name', 'search_files', {
    path: 'thesis',
    pattern: ['*appendix*.tex', '*appendix*', 'appendix', '**/*appendix*.tex'],
  }),
  t('save my end-of-day lab checklist as Chem/closing-checklist.txt: gas taps off, fume hood sash down, waste labelled, door locked', 'write_file', {
    path: 'Chem/closing-checklist.txt',
    content: [
      'gas taps off, fume hood sash down, waste labelled, door locked',
      'gas taps off\nfume hood sash down\nwaste labelled\ndoor locked',
      'gas taps off\nfume hood sash down\nwaste labelled\ndoor locked\n',
      '- gas taps off\n- fume hood sash down\n- waste labelled\n- door locked',
      '- [ ] gas taps off\n- [ ] fume hood sash down\n- [ ] waste labelled\n- [ ] door locked',
    ],
  }),
  n('how should I back up 2 TB of wedding photos, cloud or a couple of drives?'),
  n('is 3 pm too late for coffee if i want to sleep by 11'),
  n('ok thats enough for today, night!'),
];
