/**
 * Everyday requests, eleventh writer.
 *
 * Personas (all paths are relative to the person's home folder):
 *
 * 1. Darek - long-haul truck driver. Dictates from the cab with voice typing,
 *    so he says "slash" and "dot txt", no capitals, typos. Folders:
 *    logbook/2024-week-23.txt ..., receipts/fuel/, receipts/fuel/june/,
 *    truck/maintenance.txt, truck/tires.txt, routes/, notes.txt.
 * 2. Priya - wedding photographer. Fast, abbreviated, "pls", "thx", "rn".
 *    shoots/2024-06-15-mehta/, shoots/2024-07-20-oconnor/, contracts/,
 *    invoices/, clients.csv, gear-list.md, templates/
 * 3. Gordon - retired tax accountant, birder and crossword setter. Long,
 *    very polite letters. birding/sightings-2024.txt, birding/lifelist.txt,
 *    crosswords/drafts/, crosswords/published/, letters/
 * 4. Tamsin - runs the community allotments. Chatty, exclamation marks.
 *    allotments/plots.csv, allotments/waiting-list.txt, allotments/rules.txt,
 *    allotments/minutes/2024-05.md, seed-swap/
 * 5. Kofi - secondary-school chemistry teacher. Shorthand ("hw", "rxn").
 *    school/chem11/, school/chem12/, school/labs/, school/grades/term2.csv,
 *    school/safety/
 * 6. Marisol - roller derby team manager. Slang, "lol", "ngl".
 *    derby/roster.txt, derby/bouts/, derby/dues.csv, derby/drills.md
 * 7. Hank - one-man locksmith business. Terse, clipped.
 *    jobs/2024/, quotes/, inventory/keys.txt, invoices/
 * 8. Yuki - freelance Japanese-English translator. Precise, sometimes
 *    writes in Japanese. projects/tanaka-manual/, glossaries/medical-ja-en.txt,
 *    invoices/, rates.txt
 *
 * Plus people writing in German, French, Spanish, Portuguese, Italian,
 * Dutch, Polish, Turkish, Russian, Ukrainian, Greek, Arabic, Hebrew, Hindi,
 * Japanese, Chinese, Korean, Vietnamese, Thai, Swedish, Indonesian, Swahili.
 */
import { m, n, open, t } from './case-helpers.mjs';

const READ_ALSO = ['read_file', 'read_multiple_files'];
const r = (q, path, x = {}) => t(q, 'read_text_file', { path }, { also: READ_ALSO, ...x });
const rx = (q, args, x = {}) => t(q, 'read_text_file', args, { also: READ_ALSO, ...x });
const HOME = ['.', '', '~'];
const APPEND = ['edit_file', 'write_file', 'read_text_file'];
const person = (name, observations) => ({ name, entityType: 'person', observations });

const cases = [
  // ---------------- Darek, truck driver ----------------
  r('open logbook slash 2024 dash week dash 23 dot txt', 'logbook/2024-week-23.txt'),
  t('whats in my fuel receipts folder', 'list_directory', { path: 'receipts/fuel' }),
  rx('last 5 lines of truck/maintenance.txt pls', { path: 'truck/maintenance.txt', tail: 5 }),
  open('add a line to truck maintenance dot txt: 6/14 oil chnage at 412,300 miles, loves in amarillo', APPEND),
  t('make a folder called routes slash 2024', 'create_directory', { path: 'routes/2024' }),
  t('how much space is receipts taking up, biggest stuff first', 'list_directory_with_sizes', { path: 'receipts', sortBy: 'size' }),
  t('find any file with scale in the name anywhere in my stuff', 'search_files', { path: HOME, pattern: ['*scale*', 'scale', '**/*scale*'] }),
  t('when did tires.txt in the truck folder get changed last', 'get_file_info', { path: 'truck/tires.txt' }),
  t('rename notes dot txt to road notes dot txt', 'move_file', { source: 'notes.txt', destination: ['road-notes.txt', 'road notes.txt', 'road_notes.txt', 'roadnotes.txt'] }),
  t('remember my dispatcher is Carla Reyes, she works nights and hates voicemail', 'create_entities', { entities: [[person('Carla Reyes', ['dispatcher', 'works nights', 'hates voicemail'])]] }, { also: ['add_observations'] }),
  t("who's my dispatcher again", 'search_nodes', { query: ['dispatcher', 'Carla', 'Carla Reyes'] }),
  n('how many hours can i drive in a day under the hos rules, its the 11 hour thing right?'),
  n('whats a good stretch for lower back after 10 hrs in the seat'),
  n('if i avg 6.8 mpg and diesel is 3.89 a gallon whats 1200 miles gonna cost me roughly'),
  n('tell me a trucker joke, clean one, my kid is in the cab'),
  t('write a new file truck slash dot inspection dot txt that says passed level 1 inspection 6/10 in joplin mo no violations', 'write_file', { path: ['truck/dot-inspection.txt', 'truck/dot inspection.txt', 'truck/dot_inspection.txt'], content: 'passed level 1 inspection 6/10 in joplin mo no violations' }),
  t('move receipts slash fuel slash pilot-0613 dot jpg into the june folder under fuel', 'move_file', { source: 'receipts/fuel/pilot-0613.jpg', destination: 'receipts/fuel/june/pilot-0613.jpg' }),
  t('show me the picture receipts/fuel/pilot-0613.jpg, i cant read the total', 'read_media_file', { path: 'receipts/fuel/pilot-0613.jpg' }),
  n('how should i name my logbook files so they sort right, by week number or date?'),
  t('what folders can u even get into', 'list_allowed_directories', {}),
  t('any spreadsheets in receipts? xlsx ones', 'search_files', { path: 'receipts', pattern: ['*.xlsx', '.xlsx', '**/*.xlsx'] }),
  m('my wife is Ewa and my son is Kuba, he is 9, remember them both', [
    ['create_entities', { entities: [[person('Ewa', ['Darek\'s wife']), person('Kuba', ['Darek\'s son', '9 years old'])]] }],
    ['create_relations', { relations: [[{ from: 'Ewa', to: 'Kuba', relationType: 'mother of' }]] }],
  ], { note: 'relations to the user may be phrased differently; the two entities are the essential part' }),
  n('is it bad to idle the truck all night in winter or should i get an apu'),
  r('read me routes slash chicago dash laredo dot txt', 'routes/chicago-laredo.txt'),
  t('Carla retired, take her out of the memory thing', 'delete_entities', { entityNames: [['Carla Reyes'], ['Carla']] }),

  // ---------------- Priya, wedding photographer ----------------
  t('whats in shoots rn', 'list_directory', { path: 'shoots' }),
  t('pls list the mehta wedding folder w sizes, biggest first', 'list_directory_with_sizes', { path: 'shoots/2024-06-15-mehta', sortBy: 'size' }),
  r('open clients.csv', 'clients.csv'),
  rx('just the first 10 rows of clients.csv thx', { path: 'clients.csv', head: 10 }),
  t('find every contract pdf', 'search_files', { path: ['contracts', '.', ''], pattern: ['*.pdf', '.pdf', '**/*.pdf'] }),
  t("need a folder for the o'connor engagement shoot, call it shoots/2024-05-02-oconnor-engagement", 'create_directory', { path: 'shoots/2024-05-02-oconnor-engagement' }),
  t('rename gear-list.md to gear-list-2024.md', 'move_file', { source: 'gear-list.md', destination: 'gear-list-2024.md' }),
  t('open templates/invoice.md and change the deposit line from 30% to 40%', 'edit_file', { path: 'templates/invoice.md', edits: [[{ oldText: '30%', newText: '40%' }]] }, { also: ['read_text_file'] }),
  m('read both contracts for mehta and oconnor, contracts/mehta.pdf and contracts/oconnor.pdf... actually they are .md sorry', [
    ['read_multiple_files', { paths: [['contracts/mehta.md', 'contracts/oconnor.md']] }],
  ], { also: ['read_text_file', 'read_file'] }),
  t('remember: Anjali Mehta is the bride, wants candids not posed, allergic to lilies', 'create_entities', { entities: [[person('Anjali Mehta', ['bride', 'wants candids not posed', 'allergic to lilies'])]] }, { also: ['add_observations'] }),
  t('whats the deal with anjali again? any notes', 'search_nodes', { query: ['Anjali', 'Anjali Mehta', 'Mehta'] }),
  t('also Anjali is marrying Rohan Kapoor', 'create_relations', { relations: [[{ from: 'Anjali Mehta', to: 'Rohan Kapoor', relationType: 'engaged to' }]] }, { also: ['create_entities'] }),
  n('whats the best aperture for group shots of like 12 ppl indoors'),
  n('how do i politely tell a couple that 3000 photos is not happening, its gonna be 600 edited'),
  n('can u write me a short insta caption for a rainy wedding, something cute'),
  n('is it 35mm or 50mm for getting ready shots, opinions?'),
  n("how much should i charge for a 2nd shooter these days, ballpark"),
  t('did i touch invoices/2024-06-mehta.md after the 20th? when was it last edited', 'get_file_info', { path: 'invoices/2024-06-mehta.md' }),
  t('save a new file templates/thank-you.txt: Thank you so much for letting me be part of your day! Your gallery will be ready in 6 weeks.', 'write_file', { path: 'templates/thank-you.txt', content: 'Thank you so much for letting me be part of your day! Your gallery will be ready in 6 weeks.' }),
  t('show me the whole shoots folder tree but skip the RAW folders, theyre huge', 'directory_tree', { path: 'shoots', excludePatterns: [['RAW'], ['**/RAW'], ['**/RAW/**'], ['RAW/**']] }),
  t('look at shoots/2024-06-15-mehta/preview/cover.jpg and tell me if its too dark', 'read_media_file', { path: 'shoots/2024-06-15-mehta/preview/cover.jpg' }),

  // ---------------- Gordon, retired accountant, birder, crossword setter ----------------
  r('Good morning. Would you be so kind as to open my bird sightings for this year? The file is birding/sightings-2024.txt. Many thanks.', 'birding/sightings-2024.txt'),
  open('I should be most grateful if you would add the following to the end of my sightings file: "18 June, Minsmere, bittern booming, two marsh harriers." Thank you kindly.', APPEND),
  t('Could you tell me how many crossword drafts I have on the go? They live in crosswords/drafts.', 'list_directory', { path: 'crosswords/drafts' }),
  rx('Please show me just the final twenty lines of birding/lifelist.txt; I want to see what I added most recently.', { path: 'birding/lifelist.txt', tail: 20 }),
  t('I have mislaid a letter to the parish council. I believe the file name contains the word "hedgerow". Could you hunt for it?', 'search_files', { path: ['letters', '.', ''], pattern: ['*hedgerow*', 'hedgerow', '**/*hedgerow*'] }),
  t('Would you move crosswords/drafts/cryptic-41.txt into crosswords/published, please? The Gazette has accepted it.', 'move_file', { source: 'crosswords/drafts/cryptic-41.txt', destination: 'crosswords/published/cryptic-41.txt' }),
  t('In crosswords/drafts/cryptic-42.txt, clue 14 across reads "Bird found in heron nest (4)". Kindly change it to "Bird concealed in heron nest (4)".', 'edit_file', { path: 'crosswords/drafts/cryptic-42.txt', edits: [[{ oldText: 'Bird found in heron nest (4)', newText: 'Bird concealed in heron nest (4)' }]] }),
  t('Please make a note that my birding companion is Margaret Pym, who keeps the county bird records and does not care for early starts.', 'create_entities', { entities: [[person('Margaret Pym', ['birding companion', 'keeps the county bird records', 'does not care for early starts'])]] }, { also: ['add_observations'] }),
  t('Remind me, what do you have noted about Margaret?', 'search_nodes', { query: ['Margaret', 'Margaret Pym'] }, { also: ['open_nodes', 'read_graph'] }),
  t('Margaret has moved to Norfolk. Please add that to what you know of her.', 'add_observations', { observations: [[{ entityName: 'Margaret Pym', contents: ['moved to Norfolk'] }]] }),
  n('I wonder whether you could explain the difference between a reed warbler and a sedge warbler by song alone. I confess I still muddle them.'),
  n('What is an anagram of "listen" that would make a fair crossword answer? I know "silent", is there another?'),
  n('Could you suggest a cryptic clue for the word OSPREY? Nothing too fiendish, it is for the village magazine.'),
  n('As a matter of curiosity, roughly what proportion of a 1,200 pound pension would twenty per cent be?'),
  n('I should welcome your opinion: is it acceptable to end a letter to the council "Yours faithfully" when I have addressed it to a named person?'),
  t('Could you please tell me the size and date of my lifelist file? I fear it has not been backed up in some while.', 'get_file_info', { path: 'birding/lifelist.txt' }),
  m('Would you read both my sightings for 2023 and 2024 so that we might compare which species I have missed this year? They are birding/sightings-2023.txt and birding/sightings-2024.txt.', [
    ['read_multiple_files', { paths: [['birding/sightings-2023.txt', 'birding/sightings-2024.txt']] }],
  ], { also: ['read_text_file', 'read_file'] }),
  t('Kindly create a new file, letters/2024-06-council-hedgerow.txt, containing simply: "Dear Councillor Hale, I write regarding the hedgerow on Mill Lane."', 'write_file', { path: 'letters/2024-06-council-hedgerow.txt', content: 'Dear Councillor Hale, I write regarding the hedgerow on Mill Lane.' }),
  t('I have a directory for 2025 letters in mind; would you set up letters/2025 for me?', 'create_directory', { path: 'letters/2025' }),

  // ---------------- Tamsin, allotment coordinator ----------------
  r("Hiya! Can you pull up the waiting list for me? It's in allotments, waiting-list.txt. Ta!", 'allotments/waiting-list.txt'),
  t("ooh what's in the minutes folder, I've lost track of which months I wrote up!", 'list_directory', { path: 'allotments/minutes' }),
  open("Please add 'Dev Sharma, 07700 900123, wants half plot' to the bottom of the waiting list!!", APPEND),
  t("Right, so plot 14 has gone to Bernie. In allotments/plots.csv can you change the line '14,vacant,' to '14,Bernie Walsh,2024-06-01'?", 'edit_file', { path: 'allotments/plots.csv', edits: [[{ oldText: '14,vacant,', newText: '14,Bernie Walsh,2024-06-01' }]] }),
  t("Can you remember for me that Bernie Walsh has plot 14 and grows the most ridiculous marrows 😂", 'create_entities', { entities: [[person('Bernie Walsh', ['has plot 14', 'grows huge marrows'])]] }, { also: ['add_observations'] }),
  t("who's got plot 14 again? my brain is mush", 'search_nodes', { query: ['plot 14', '14'] }, { note: 'searching for Bernie also fine' }),
  t("Bernie and Dev are neighbours now, plot 14 and 15! Can you link them up in your notes?", 'create_relations', { relations: [[{ from: 'Bernie Walsh', to: 'Dev Sharma', relationType: 'neighbour of' }]] }, { also: ['create_entities'] }),
  t("I need a new file for June minutes please, allotments/minutes/2024-06.md, just put '# Committee meeting 12 June' at the top for now", 'write_file', { path: 'allotments/minutes/2024-06.md', content: '# Committee meeting 12 June' }),
  t("Has anyone been fiddling with the rules file? When was it last changed?", 'get_file_info', { path: 'allotments/rules.txt' }),
  t("Is there anything about 'bonfire' anywhere in my allotment stuff? file names I mean", 'search_files', { path: 'allotments', pattern: ['*bonfire*', 'bonfire'] }),
  n("What can I still sow in late June in the UK? Thinking for the newbies on the waiting list!"),
  n("How do I tell someone nicely that their plot is a jungle and they'll lose it if they don't sort it out?"),
  n("Slugs!!! Any non-toxic tips? Beer traps actually work?"),
  n("if we've got 42 plots and 9 are vacant what percentage is that roughly"),
  n("Can you write me a cheery two-line welcome for the newsletter for new plot holders?"),
  t("make a folder seed-swap/2024 pls", 'create_directory', { path: 'seed-swap/2024' }),
  t("Move seed-swap/list.txt into that new 2024 folder!", 'move_file', { source: 'seed-swap/list.txt', destination: 'seed-swap/2024/list.txt' }),
  t("Dev got a full plot in the end, forget the bit about him wanting half a plot", 'delete_observations', { deletions: [[{ entityName: 'Dev Sharma', observations: ['wants half plot'] }]] }),

  // ---------------- Kofi, chemistry teacher ----------------
  t('ls school/chem11', 'list_directory', { path: 'school/chem11' }),
  r('open the titration lab sheet, school/labs/titration.md', 'school/labs/titration.md'),
  rx('first 15 lines of grades term2 csv', { path: 'school/grades/term2.csv', head: 15 }),
  t('find all the hw files in chem12, theyre named hw-something', 'search_files', { path: 'school/chem12', pattern: ['hw-*', 'hw*', '*hw*', '**/hw-*'] }),
  t('in school/labs/titration.md fix typo "phenolphtalein" -> "phenolphthalein"', 'edit_file', { path: 'school/labs/titration.md', edits: [[{ oldText: 'phenolphtalein', newText: 'phenolphthalein' }]] }),
  t('mkdir school/chem11/unit4-rxns', 'create_directory', { path: 'school/chem11/unit4-rxns' }),
  t('new file school/chem11/unit4-rxns/warmup.txt: Balance: Fe + O2 -> Fe2O3', 'write_file', { path: 'school/chem11/unit4-rxns/warmup.txt', content: 'Balance: Fe + O2 -> Fe2O3' }),
  t('tree of school/ pls, skip the safety stuff', 'directory_tree', { path: 'school', excludePatterns: [['safety'], ['safety/**'], ['**/safety'], ['**/safety/**']] }),
  t('note: Abena Owusu in chem12 has extra time on tests (30 min), and is lab partner w Marcus Lee', 'create_entities', { entities: [[person('Abena Owusu', ['chem12', 'extra time on tests (30 min)']), person('Marcus Lee', ['chem12'])]] }, { also: ['add_observations', 'create_relations'] }),
  t('abena and marcus are lab partners, save that link', 'create_relations', { relations: [[{ from: 'Abena Owusu', to: 'Marcus Lee', relationType: 'lab partner of' }]] }),
  t('who gets extra time on tests? check ur notes', 'search_nodes', { query: ['extra time', 'extra time on tests'] }, { also: ['read_graph'] }),
  n('balance C3H8 + O2 -> CO2 + H2O for me quick'),
  n('whats the molar mass of NaCl again'),
  n('explain le chatelier to a 16 yr old in 3 sentences'),
  n('is it safe to demo the sodium in water thing w a pea sized piece, or too much'),
  n('gimme 5 exit ticket qs on moles'),
  t('moved abena to chem11 this term, update that', 'add_observations', { observations: [[{ entityName: 'Abena Owusu', contents: ['moved to chem11'] }]] }, { also: ['delete_observations'] }),
  t('size of term2 grades file + when edited', 'get_file_info', { path: 'school/grades/term2.csv' }),

  // ---------------- Marisol, roller derby manager ----------------
  r('yo pull up the roster real quick, derby/roster.txt', 'derby/roster.txt'),
  t('whats in bouts lol i forgot if i saved the scores', 'list_directory', { path: 'derby/bouts' }),
  r('open derby slash dues dot csv, who hasnt paid', 'derby/dues.csv'),
  open('add "Wall drill - 4 skaters, 3 mins, no hands" to the end of drills.md in derby', APPEND),
  t("ngl i named it wrong, rename derby/bouts/june-bout.txt to derby/bouts/2024-06-08-vs-rollin-thunder.txt", 'move_file', { source: 'derby/bouts/june-bout.txt', destination: 'derby/bouts/2024-06-08-vs-rollin-thunder.txt' }),
  t('remember Lil Chaos is really named Jess Ortiz, she is our jammer and her knee is kinda sketchy rn', 'create_entities', { entities: [[person('Jess Ortiz', ['derby name Lil Chaos', 'jammer', 'knee injury'])]] }, { also: ['add_observations'] }),
  t("what's lil chaos's real name again lmao", 'search_nodes', { query: ['Lil Chaos', 'Chaos'] }),
  m('jess and bruise wayne are dating now, save that lol. bruise wayne is Tom Avila', [
    ['create_entities', { entities: [[person('Tom Avila', ['derby name Bruise Wayne'])]] }],
    ['create_relations', { relations: [[{ from: 'Jess Ortiz', to: 'Tom Avila', relationType: 'dating' }]] }],
  ]),
  t("her knee is fine now, delete the knee thing", 'delete_observations', { deletions: [[{ entityName: 'Jess Ortiz', observations: ['knee injury'] }]] }),
  n('how do i get skaters to actually show up to 7am practice lmao'),
  n('whats the diff between a jammer and a blocker, explaining to my mom'),
  n('give me 10 punny derby names for a new skater who is a nurse'),
  n('we need $1800 for the rink and we have 24 skaters, how much each'),
  t('make derby/merch folder', 'create_directory', { path: 'derby/merch' }),
  t('any pics in derby? jpg or png', 'search_files', { path: 'derby', pattern: ['*.jpg', '*.png', '*.{jpg,png}', '**/*.jpg', '**/*.png'] }),
  t('bruise wayne quit the team, just delete him from memory', 'delete_entities', { entityNames: [['Tom Avila'], ['Bruise Wayne']] }),

  // ---------------- Hank, locksmith ----------------
  t('jobs/2024 list', 'list_directory', { path: 'jobs/2024' }),
  r('keys inventory', 'inventory/keys.txt'),
  t('find quote for henderson', 'search_files', { path: ['quotes', '.', ''], pattern: ['*henderson*', 'henderson', '**/*henderson*'] }),
  r('open quotes/henderson-rekey.txt', 'quotes/henderson-rekey.txt'),
  t('in that henderson quote change $185 to $210', 'edit_file', { path: 'quotes/henderson-rekey.txt', edits: [[{ oldText: '$185', newText: '$210' }]] }),
  open('add to inventory: KW1 blanks x50', APPEND),
  t('new file jobs/2024/0617-lockout-main-st.txt. car lockout, 2019 civic, 45 min, $95 cash', 'write_file', { path: 'jobs/2024/0617-lockout-main-st.txt', content: 'car lockout, 2019 civic, 45 min, $95 cash' }),
  t('invoices folder size', 'list_directory_with_sizes', { path: 'invoices' }, { also: ['get_file_info'] }),
  t('remember: Mrs Dunmore, 14 Elm, has dog. bites. call before', 'create_entities', { entities: [[person('Mrs Dunmore', ['14 Elm', 'has a dog that bites', 'call before arriving'])]] }, { also: ['add_observations'] }),
  t('anything on elm st in your notes', 'search_nodes', { query: ['Elm', '14 Elm', 'Elm St'] }),
  n('rekey vs replace lock, when do you tell customer replace'),
  n('best way to price emergency callouts after midnight'),
  n('is bump key legal to carry in ohio'),
  t('move quotes/old to quotes/archive-2023', 'move_file', { source: 'quotes/old', destination: 'quotes/archive-2023' }),
  t('when was jobs/2024/0601-safe-open.txt made', 'get_file_info', { path: 'jobs/2024/0601-safe-open.txt' }),

  // ---------------- Yuki, translator ----------------
  t('Please list the files in projects/tanaka-manual.', 'list_directory', { path: 'projects/tanaka-manual' }),
  t('Search my glossaries for any file with "legal" in the name.', 'search_files', { path: 'glossaries', pattern: ['*legal*', 'legal', '**/*legal*'] }),
  rx('Show me the first 30 lines of glossaries/medical-ja-en.txt.', { path: 'glossaries/medical-ja-en.txt', head: 30 }),
  t('In glossaries/medical-ja-en.txt, replace the line "血圧 = blood pressure" with "血圧 = blood pressure (BP)".', 'edit_file', { path: 'glossaries/medical-ja-en.txt', edits: [[{ oldText: '血圧 = blood pressure', newText: '血圧 = blood pressure (BP)' }]] }),
  t('Do a dry run first: in glossaries/medical-ja-en.txt, "血圧 = blood pressure" should become "血圧 = blood pressure (BP)". Show me the diff, don\'t save yet.', 'edit_file', { path: 'glossaries/medical-ja-en.txt', edits: [[{ oldText: '血圧 = blood pressure', newText: '血圧 = blood pressure (BP)' }]], dryRun: true }),
  r('Open rates.txt.', 'rates.txt'),
  t('Please record that my client Mr. Tanaka Hiroshi prefers US spelling and wants invoices in yen.', 'create_entities', { entities: [[person('Tanaka Hiroshi', ['client', 'prefers US spelling', 'wants invoices in yen'])]] }, { also: ['add_observations'] }),
  t('What spelling convention does Tanaka-san want?', 'search_nodes', { query: ['Tanaka', 'Tanaka Hiroshi'] }),
  n('Is "kindly revert" acceptable in business English or does it sound odd to native speakers?'),
  n('How would you translate 「お疲れ様です」 in an email opening, naturally?'),
  n('What is the usual per-word rate range for JA>EN technical translation? Just a rough idea.'),
  t('Rename projects/tanaka-manual/draft.docx to draft-v2.docx in the same folder.', 'move_file', { source: 'projects/tanaka-manual/draft.docx', destination: 'projects/tanaka-manual/draft-v2.docx' }),
  t('Create invoices/2024-06-tanaka.txt with the text: "Tanaka manual, 8,400 words, ¥168,000".', 'write_file', { path: 'invoices/2024-06-tanaka.txt', content: 'Tanaka manual, 8,400 words, ¥168,000' }),

  // ---------------- other languages ----------------
  // German: Hans, a baker
  r('Kannst du mir mal die Datei rezepte/roggenbrot.txt aufmachen?', 'rezepte/roggenbrot.txt', { l: 'de' }),
  n('Wie lange sollte ein Sauerteig bei 24 Grad gehen, ungefähr?', { l: 'de' }),
  // French: Amélie, a kindergarten teacher
  t('Crée-moi un dossier classe/sorties-2024 stp', 'create_directory', { path: 'classe/sorties-2024' }, { l: 'fr' }),
  t('Retiens que Léo Martin est allergique aux arachides et que sa mère s’appelle Claire.', 'create_entities', { entities: [[person('Léo Martin', ['allergique aux arachides', 'sa mère s’appelle Claire'])]] }, { l: 'fr', also: ['add_observations', 'create_relations'] }),
  // Spanish: Lucía, a dentist's receptionist
  t('busca todos los archivos que tengan "presupuesto" en el nombre en la carpeta pacientes', 'search_files', { path: 'pacientes', pattern: ['*presupuesto*', 'presupuesto', '**/*presupuesto*'] }, { l: 'es' }),
  t('¿Qué tienes guardado sobre el doctor Ibáñez?', 'search_nodes', { query: ['Ibáñez', 'Ibanez', 'doctor Ibáñez'] }, { l: 'es' }),
  // Portuguese: João, a surf instructor
  t('renomeia alunos/lista.txt para alunos/lista-verao-2024.txt', 'move_file', { source: 'alunos/lista.txt', destination: 'alunos/lista-verao-2024.txt' }, { l: 'pt' }),
  n('qual é a melhor maré pra iniciantes, enchente ou vazante?', { l: 'pt' }),
  // Italian: Giulia, a nonna who cooks
  r('Mi apri il file ricette/ragu-della-nonna.txt per favore?', 'ricette/ragu-della-nonna.txt', { l: 'it' }),
  t('Scrivi un nuovo file ricette/tiramisu.txt con: 6 uova, 500g mascarpone, savoiardi, caffè, cacao', 'write_file', { path: 'ricette/tiramisu.txt', content: '6 uova, 500g mascarpone, savoiardi, caffè, cacao' }, { l: 'it' }),
  // Dutch: Sanne, cyclist commuter
  t('wanneer is fietsen/onderhoud.txt voor het laatst aangepast?', 'get_file_info', { path: 'fietsen/onderhoud.txt' }, { l: 'nl' }),
  n('hoe hard moet ik mijn banden oppompen voor een stadsfiets?', { l: 'nl' }),
  // Polish: Kasia, an accountant
  t('pokaż mi co jest w folderze faktury/2024', 'list_directory', { path: 'faktury/2024' }, { l: 'pl' }),
  t('zapamiętaj że pan Nowak płaci zawsze po terminie i woli kontakt mailowy', 'create_entities', { entities: [[person('Nowak', ['płaci zawsze po terminie', 'woli kontakt mailowy'])]] }, { l: 'pl', also: ['add_observations'] }),
  // Turkish: Emre, a barber
  t('randevular klasöründe pdf var mı, bak bakalım', 'search_files', { path: 'randevular', pattern: ['*.pdf', '.pdf', '**/*.pdf'] }, { l: 'tr' }),
  n('sakal yağı mı balm mı, kuru sakal için hangisi daha iyi?', { l: 'tr' }),
  // Russian: Olga, a piano tuner
  t('Запомни: у Ивановых рояль Petrof, настраивать раз в полгода, собака громко лает.', 'create_entities', { entities: [[{ name: 'Ивановы', entityType: 'client', observations: ['рояль Petrof', 'настраивать раз в полгода', 'собака громко лает'] }]] }, { l: 'ru', also: ['add_observations'] }),
  // Ukrainian: Oksana, a student
  t('створи папку навчання/курсова', 'create_directory', { path: 'навчання/курсова' }, { l: 'uk' }),
  n('як краще оформити список літератури для курсової, за алфавітом?', { l: 'uk' }),
  // Greek: Nikos, a taverna owner
  t('δείξε μου τα αρχεία στον φάκελο προμηθευτές', 'list_directory', { path: 'προμηθευτές' }, { l: 'el' }),
  n('πόσο αλάτι βάζω σε 5 κιλά πατάτες για βράσιμο;', { l: 'el' }),
  // Arabic: Layla, a pharmacist
  t('ابحث عن أي ملف اسمه فيه "مخزون" في مجلد الصيدلية', 'search_files', { path: ['الصيدلية', 'pharmacy'], pattern: ['*مخزون*', 'مخزون'] }, { l: 'ar' }),
  n('ما الفرق بين الباراسيتامول والإيبوبروفين باختصار؟', { l: 'ar' }),
  // Hebrew: Noa, a yoga teacher
  r('תפתח לי את הקובץ שיעורים/רשימת-תלמידים.txt', 'שיעורים/רשימת-תלמידים.txt', { l: 'he' }),
  n('תן לי רצף קצר של 5 תנוחות לבוקר', { l: 'he' }),
  // Hindi: Ravi, a cricket coach
  t('याद रखना कि अर्जुन हमारी टीम का ओपनिंग बल्लेबाज़ है और उसका जन्मदिन 3 अगस्त को है', 'create_entities', { entities: [[person('Arjun', ['opening batsman', 'birthday 3 August'])]] }, { l: 'hi', also: ['add_observations'], note: 'names and observations may be kept in Hindi or translated' }),
  n('नेट प्रैक्टिस के लिए 10 साल के बच्चों के लिए कोई आसान ड्रिल बताओ', { l: 'hi' }),
  // Japanese: Yuki again
  n('「ご査収ください」は英語のメールでどう書けば自然ですか？', { l: 'ja' }),
  // Chinese: Wei, a tea shop owner
  t('帮我在 茶叶/库存.txt 里把 "龙井 20斤" 改成 "龙井 12斤"', 'edit_file', { path: '茶叶/库存.txt', edits: [[{ oldText: '龙井 20斤', newText: '龙井 12斤' }]] }, { l: 'zh' }),
  n('普洱生茶和熟茶有什么区别？简单说说', { l: 'zh' }),
  // Korean: Minji, a webtoon artist
  t('작업/에피소드12 폴더에 있는 이미지 cover.png 좀 보여줘', 'read_media_file', { path: '작업/에피소드12/cover.png' }, { l: 'ko' }),
  n('마감 전날 밤샘 안 하려면 어떻게 일정 짜는 게 좋을까?', { l: 'ko' }),
  // Vietnamese: Linh, a nail salon owner
  t('tạo file khach-hang/ghi-chu.txt với nội dung: chị Hoa thích màu đỏ, hẹn thứ bảy', 'write_file', { path: 'khach-hang/ghi-chu.txt', content: 'chị Hoa thích màu đỏ, hẹn thứ bảy' }, { l: 'vi' }),
  // Thai: Somchai, a tuk-tuk tour guide
  t('ช่วยหาไฟล์ที่ชื่อมีคำว่า tour ในโฟลเดอร์ งาน หน่อย', 'search_files', { path: 'งาน', pattern: ['*tour*', 'tour', '**/*tour*'] }, { l: 'th' }),
  n('แนะนำวัดในกรุงเทพที่นักท่องเที่ยวไม่ค่อยรู้จักหน่อย', { l: 'th' }),
  // Swedish: Erik, a kayak guide
  t('flytta turer/2023 till arkiv/turer-2023', 'move_file', { source: 'turer/2023', destination: 'arkiv/turer-2023' }, { l: 'sv' }),
  // Indonesian: Sari, runs a catering business
  t('apa yang kamu ingat tentang Bu Ratna?', 'search_nodes', { query: ['Ratna', 'Bu Ratna'] }, { l: 'id' }),
  n('berapa porsi nasi tumpeng untuk 50 orang kira-kira?', { l: 'id' }),
  // Swahili: Aisha, a tailor
  t('fungua faili oda/juni.txt tafadhali', 'read_text_file', { path: 'oda/juni.txt' }, { l: 'sw', also: READ_ALSO }),
  n('nipe ushauri wa jinsi ya kupima kiuno kwa usahihi', { l: 'sw' }),

  // ---------------- the demo server, asked naturally ----------------
  t('can you echo back "testing 1 2 3" with that echo tool, just want to see it works', 'echo', { message: 'testing 1 2 3' }),
  t('use the demo adding thing to add 4821 and 377', 'get-sum', { a: 4821, b: 377 }),
  t("there's a tool that adds two numbers right? try it with 2.5 and 7.25", 'get-sum', { a: 2.5, b: 7.25 }),
  t('show me that tiny test image', 'get-tiny-image', {}),
  t('kick off the long running demo thing, like 10 seconds with 5 steps', 'trigger-long-running-operation', { duration: 10, steps: 5 }),
  t('run the slow fake task with default settings, I want to see the progress bar', 'trigger-long-running-operation', { duration: ['', 10], steps: ['', 5] }),
  t('what environment variables does that demo server have? debugging something', 'get-env', {}),
  t('turn on the fake logging on the demo server', 'toggle-simulated-logging', {}),
  t('ok turn the random log messages back off', 'toggle-simulated-logging', {}),
  t('switch on those subscription update things from the test server', 'toggle-subscriber-updates', {}),
  t('give me 3 of those example resource links', 'get-resource-links', { count: 3 }),
  t('get me resource number 7 from the demo, the text one', 'get-resource-reference', { resourceType: ['Text', 'text'], resourceId: 7 }),
  t('show me an annotated error message example', 'get-annotated-message', { messageType: 'error', includeImage: ['', false] }),
  t('annotated message demo, success type, with the picture', 'get-annotated-message', { messageType: 'success', includeImage: true }),
  t('try the structured weather demo for Chicago', 'get-structured-content', { location: ['Chicago', 'chicago'] }),
  t('run that pretend research thing on the history of bicycles', 'simulate-research-query', { topic: ['history of bicycles', 'the history of bicycles', 'bicycle history'] }),
  t('do a fake research query about "best apple" and mark it ambiguous so I can see what it asks', 'simulate-research-query', { topic: ['best apple', 'best apple'], ambiguous: true }),
  t('gzip the text "hello hello hello hello" as a file called hello.txt using the demo compressor', 'gzip-file-as-resource', { name: ['hello.txt', 'hello.txt.gz'], data: ['hello hello hello hello', 'data:text/plain,hello hello hello hello', 'data:text/plain;base64,aGVsbG8gaGVsbG8gaGVsbG8gaGVsbG8='], outputType: ['', 'resourceLink', 'resource'] }),
  t('repeat after me through the echo tool: Cest la vie', 'echo', { message: 'Cest la vie' }),
  t('say "happy birthday Nana" using the echo thing, my nephew wants to see a robot say it', 'echo', { message: ['happy birthday Nana', 'Happy birthday Nana'] }),
  n('what does the echo tool even exist for, is it just for testing?'),
  t('please compute 1999 + 2024 with your sum tool (i want to check it, not you)', 'get-sum', { a: 1999, b: 2024 }),

  // ---------------- general, no tool needed ----------------
  n('hey how are you doing today'),
  n('thanks, that was really helpful!'),
  n('good night :)'),
  n("what's the capital of australia, i always say sydney"),
  n('how many ounces in a cup'),
  n('what is 15 percent of 64'),
  n("what's seventeen times twelve"),
  n('how many days between march 3 and june 14'),
  n('write a limerick about a goat who eats homework'),
  n('what should i cook tonight, i have eggs rice and a sad onion'),
  n('is it rude to not reply to a group chat for a week'),
  n('explain what a 401k is like im five'),
  n('how do i name my files so they sort by date properly? like photos and scans'),
  n('whats the difference between a folder and a directory, or are they the same'),
  n("i keep a notes file for every person i meet, is that creepy or just organized"),
  n("my sister says I should back up my documents, what's the simplest way to do that"),
  n('can you help me write a text to my landlord that the boiler is broken again'),
  n('recommend a podcast for a long drive, true crime but not too gory'),
  n('how long do i boil an egg for a runny yolk'),
  n('translate "where is the train station" into german'),
  n('is a tomato a fruit or a veg, settle this'),
  n('what year did the berlin wall fall'),
  n('whats a good name for a grey kitten'),
  n("what's a csv file and can i open it without excel"),
  n('should I use .txt or .md for my notes'),
  n('give me a 3 day beginner workout plan, no gym'),
  n('how many cups of coffee is too many'),
  n('what does "rsvp" stand for'),
  n('summarise the plot of hamlet in 3 lines'),
  n("my friend's dad died, what do i write in the card"),
  n('whats the tip on a $86 bill at 20%'),
  n('convert 72 fahrenheit to celsius'),
  n('help me pick between a kindle and a kobo'),
  n('why is the sky blue, short answer'),
  n('do you remember things between chats or not?'),
  n('can you open files on my computer? just curious what you can do'),
  n("if i say delete a file, is it gone forever or can i get it back"),
  n('suggest a folder structure for keeping tax stuff, like by year?'),
  n('what does a .gz file mean'),
  n('tell me a fun fact about octopuses'),
  n('write me a haiku about monday'),
  n("how do you spell 'necessary', i always get it wrong"),
  n("what's the difference between affect and effect"),
  n('how do I ask my boss for a raise without sounding greedy'),
  n('pros and cons of paying off a car loan early?'),
  n('whats 1/3 plus 1/4'),
  n('how many weeks pregnant is 6 months roughly'),
  n("ok that's all for now, cheers"),
  n('my mum keeps calling my computer files "papers", how do I explain folders to her'),
  n("I'm planning a surprise party for my wife, give me a checklist"),
  n('Is it better to write meeting notes in one big file or one per meeting?'),
  n('how much is a baker’s dozen'),

  // ---------------- follow-ups ----------------
  r('open the second one', 'logbook/2024-week-22.txt', { h: [
    'whats in logbook',
    'Your logbook folder has three files:\n1. 2024-week-21.txt\n2. 2024-week-22.txt\n3. 2024-week-23.txt',
  ] }),
  r('and the other one?', 'contracts/oconnor.md', { h: [
    'open contracts/mehta.md',
    'Here is contracts/mehta.md: "Photography agreement between Priya Shah Photography and Anjali Mehta & Rohan Kapoor... Coverage: 8 hours... Deposit: 40%..."',
    'ok is there an oconnor one too',
    'Yes, there is also contracts/oconnor.md in the same folder.',
    'k open mehta again, the deposit bit',
    'The deposit clause in contracts/mehta.md says: "A non-refundable deposit of 40% is due on signing."',
  ] }),
  t('delete that', 'delete_entities', { entityNames: [['Dev Sharma'], ['Dev']] }, { h: [
    "what do you have on Dev?",
    "I have one entry: Dev Sharma (person) - on the allotment waiting list, phone 07700 900123, wants a half plot.",
  ], note: 'the only deletable thing shown is the memory entry' }),
  t('what did i say about her?', 'search_nodes', { query: ['Anjali', 'Anjali Mehta'] }, { h: [
    'who is getting married on the 15th again',
    "From your shoots folder, 2024-06-15-mehta is the wedding on the 15th - Anjali Mehta's wedding.",
  ] }),
  t('move it into published', 'move_file', { source: 'crosswords/drafts/cryptic-43.txt', destination: 'crosswords/published/cryptic-43.txt' }, { h: [
    'Is there a draft numbered 43?',
    'Yes, crosswords/drafts/cryptic-43.txt exists. It was last modified on 2 June.',
    'Splendid. The editor has taken it.',
    'Congratulations! Would you like me to do anything with the file?',
  ] }),
  rx('just the top 5', { path: 'school/grades/term2.csv', head: 5 }, { h: [
    'open school/grades/term2.csv',
    'That file is quite long (212 lines). Do you want all of it or only part?',
  ] }),
  t('rename it to 2024-06-22-vs-derby-dolls.txt', 'move_file', { source: 'derby/bouts/untitled.txt', destination: 'derby/bouts/2024-06-22-vs-derby-dolls.txt' }, { h: [
    'whats in bouts',
    'derby/bouts contains:\n- 2024-06-08-vs-rollin-thunder.txt\n- untitled.txt',
    'what is untitled',
    'untitled.txt holds: "22 June vs Derby Dolls - we won 184-162, MVP Lil Chaos".',
  ] }),
  n('nah leave it', { h: [
    'whats in bouts',
    'derby/bouts contains:\n- 2024-06-08-vs-rollin-thunder.txt\n- untitled.txt\nWould you like me to rename untitled.txt?',
  ] }),
  t('make it 230 instead', 'edit_file', { path: 'quotes/henderson-rekey.txt', edits: [[{ oldText: '$210', newText: '$230' }]] }, { h: [
    'in henderson quote change $185 to $210',
    'Done - quotes/henderson-rekey.txt now says "Rekey 6 locks: $210".',
  ] }),
  t('and how big is it', 'get_file_info', { path: 'birding/sightings-2023.txt' }, { h: [
    'Might I see when my 2023 sightings file was last opened or modified?',
    'birding/sightings-2023.txt was last modified on 30 December 2023.',
  ], also: ['list_directory_with_sizes'] }),
  t('add that she has a cat called Pudding', 'add_observations', { observations: [[{ entityName: 'Margaret Pym', contents: ['has a cat called Pudding'] }]] }, { h: [
    'What do you remember of Margaret Pym?',
    'Margaret Pym: birding companion, keeps the county bird records, does not care for early starts, has moved to Norfolk.',
  ] }),
  n('thank you, that will be all', { h: [
    'Would you move crosswords/drafts/cryptic-41.txt into published?',
    'Done - it is now crosswords/published/cryptic-41.txt.',
  ] }),
  t('put that in a file called notes/tips.txt', 'write_file', { path: 'notes/tips.txt', content: ['Beer traps, copper tape, night patrols with a torch, wool pellets.', 'beer traps, copper tape, night patrols with a torch, wool pellets'] }, { h: [
    'slug tips, quick list pls!',
    'Sure: beer traps, copper tape, night patrols with a torch, wool pellets.',
  ], note: 'content is the previous answer' }),
  rx('the last 10 lines then', { path: 'allotments/waiting-list.txt', tail: 10 }, { h: [
    'open the waiting list',
    'allotments/waiting-list.txt has 88 names. Here are the first 20: ...',
    'too long',
    "Sorry about that! Would you like the first few, the last few, or a search for a name?",
  ] }),
  t('yes go ahead', 'create_directory', { path: 'school/chem12/unit5-equilibrium' }, { h: [
    'does school/chem12 have a unit5 folder',
    'No - school/chem12 contains unit1-atoms, unit2-bonding, unit3-stoich and unit4-kinetics. Shall I create school/chem12/unit5-equilibrium?',
  ] }),
  t('do the same for chem11', 'list_directory', { path: 'school/chem11' }, { h: [
    'ls school/chem12',
    'school/chem12: unit1-atoms/, unit2-bonding/, unit3-stoich/, unit4-kinetics/, hw-01.md, hw-02.md',
  ] }),
  t('open all three', 'read_multiple_files', { paths: [['jobs/2024/0601-safe-open.txt', 'jobs/2024/0605-rekey-oak.txt', 'jobs/2024/0617-lockout-main-st.txt']] }, { h: [
    'jobs june',
    'June jobs in jobs/2024:\n0601-safe-open.txt\n0605-rekey-oak.txt\n0617-lockout-main-st.txt',
  ], also: ['read_text_file', 'read_file'] }),
  t('forget her', 'delete_entities', { entityNames: [['Mrs Dunmore'], ['Mrs. Dunmore']] }, { h: [
    'anything on elm st in your notes',
    'Yes - Mrs Dunmore, 14 Elm: has a dog that bites, call before arriving.',
    'she moved out',
    'Got it. Do you want me to update her entry or remove it?',
  ] }),
  n('perfect, how much would that be per hour if the job took 3 hours', { h: [
    'new file jobs/2024/0620-rekey.txt: rekey 4 locks, $180',
    'Saved jobs/2024/0620-rekey.txt.',
  ] }),
  t('and Rohan?', 'search_nodes', { query: ['Rohan', 'Rohan Kapoor'] }, { h: [
    'what do u have on anjali',
    'Anjali Mehta: bride, wants candids not posed, allergic to lilies. She is engaged to Rohan Kapoor.',
  ] }),
  t("he's a vegetarian and super shy on camera, add that", 'add_observations', { observations: [[{ entityName: 'Rohan Kapoor', contents: ['vegetarian', 'shy on camera'] }]] }, { h: [
    'and rohan?',
    "I don't have any notes on Rohan Kapoor yet, other than that he's engaged to Anjali Mehta.",
  ], also: ['create_entities'] }),
  t('show me that one', 'read_media_file', { path: 'shoots/2024-07-20-oconnor/preview/first-look.jpg' }, { h: [
    'any jpgs in the oconnor preview folder',
    'shoots/2024-07-20-oconnor/preview has one: first-look.jpg (2.1 MB).',
  ] }),
  t('undo that, put it back', 'move_file', { source: 'receipts/fuel/june/pilot-0613.jpg', destination: 'receipts/fuel/pilot-0613.jpg' }, { h: [
    'move receipts slash fuel slash pilot-0613 dot jpg into june',
    'Moved it to receipts/fuel/june/pilot-0613.jpg.',
  ] }),
  t('ok change 9 to 10, his bday was last week', 'edit_file', { path: 'family.txt', edits: [[{ oldText: 'Kuba - 9', newText: 'Kuba - 10' }]] }, { h: [
    'read family dot txt',
    'family.txt:\nEwa - wife - 14 Feb\nKuba - 9\nZosia - 6',
  ], also: ['write_file'] }),
  t('what about the 22 one', 'get_file_info', { path: 'logbook/2024-week-22.txt' }, { h: [
    'when was week 23 logbook changed',
    'logbook/2024-week-23.txt was last modified Friday 14 June at 21:40.',
  ] }),
  n('why did it do that?', { h: [
    'run the long running demo thing, 5 seconds 5 steps',
    'Done - the operation ran for 5 seconds in 5 steps and reported progress at each step.',
  ] }),
  t('again but 20 seconds', 'trigger-long-running-operation', { duration: 20, steps: ['', 5] }, { h: [
    'run the long running demo thing, 5 seconds 5 steps',
    'Done - the long running operation completed: 5 steps over 5 seconds.',
  ] }),
  t('now add 100 to that', 'get-sum', { a: 5198, b: 100 }, { h: [
    'use the demo adding thing to add 4821 and 377',
    'The sum tool returned 5198.',
  ] }),
  t('same thing but Denver', 'get-structured-content', { location: ['Denver', 'denver'] }, { h: [
    'try the structured weather demo for Chicago',
    'Chicago: 22°C, partly cloudy, humidity 60% (demo data).',
  ] }),
  t('Mark them as sisters, would you?', 'create_relations', { relations: [[{ from: 'Margaret Pym', to: 'Edith Pym', relationType: 'sister of' }]] }, { h: [
    'Please record that Edith Pym also comes birding with us on Sundays.',
    'Noted - I created an entry for Edith Pym: comes birding on Sundays.',
  ] }),
  n('no that is fine, I shall do it myself', { h: [
    'Is there a file for the 2022 sightings?',
    'I could not find birding/sightings-2022.txt. Would you like me to search the whole birding folder for anything from 2022?',
  ] }),
  t('search everywhere then', 'search_files', { path: HOME, pattern: ['*2022*', '*sightings*2022*', '*sightings-2022*'] }, { h: [
    'Is there a file for the 2022 sightings?',
    'I could not find birding/sightings-2022.txt in the birding folder. Would you like me to search elsewhere?',
  ] }),
  r('open the bonfire one', 'allotments/minutes/2024-03-bonfire-rules.md', { h: [
    "Is there anything about 'bonfire' in my allotment stuff? file names I mean",
    'Yes, one match: allotments/minutes/2024-03-bonfire-rules.md',
  ] }),
  t('who else is on plot 15 then', 'search_nodes', { query: ['plot 15', '15'] }, { h: [
    "who's got plot 14 again?",
    'Bernie Walsh has plot 14 (and grows huge marrows!).',
  ] }),
  t('ok but how big are they', 'list_directory_with_sizes', { path: 'school/safety' }, { h: [
    'whats in school/safety',
    'school/safety contains: msds/, risk-assessments/, eyewash-log.txt, fire-drill-2024.pdf',
  ] }),
  t('take out the bit about extra time, she doesnt need it anymore', 'delete_observations', { deletions: [[{ entityName: 'Abena Owusu', observations: ['extra time on tests (30 min)'] }]] }, { h: [
    'what do you know about abena',
    'Abena Owusu: chem12, extra time on tests (30 min), now in chem11. Lab partner of Marcus Lee.',
  ] }),
  t('they split up lol remove that', 'delete_relations', { relations: [[{ from: 'Jess Ortiz', to: 'Tom Avila', relationType: 'dating' }]] }, { h: [
    'who is jess dating',
    'According to my notes, Jess Ortiz (Lil Chaos) is dating Tom Avila (Bruise Wayne).',
  ] }),
  r('el primero', 'pacientes/presupuesto-garcia.pdf', { l: 'es', h: [
    'busca archivos con presupuesto en pacientes',
    'Encontré dos:\n1. pacientes/presupuesto-garcia.pdf\n2. pacientes/presupuesto-lopez.pdf',
  ], also: ['read_file', 'read_media_file', 'read_multiple_files'], note: 'a pdf; reading it as text or media both acceptable' }),
  t('und die zweite Datei?', 'read_text_file', { path: 'rezepte/dinkelbrot.txt' }, { l: 'de', h: [
    'Was ist im Ordner rezepte?',
    'Im Ordner rezepte liegen: roggenbrot.txt und dinkelbrot.txt.',
    'Mach die erste auf',
    'roggenbrot.txt: 500 g Roggenmehl, 400 g Sauerteig, 12 g Salz ...',
  ], also: READ_ALSO }),
  t('その二つ目のファイルを開いてください', 'read_text_file', { path: 'projects/tanaka-manual/glossary.txt' }, { l: 'ja', h: [
    'projects/tanaka-manual の中身は？',
    'projects/tanaka-manual には次のファイルがあります：\n1. draft-v2.docx\n2. glossary.txt\n3. source.pdf',
  ], also: READ_ALSO }),
  t('supprime-le', 'delete_entities', { entityNames: [['Léo Martin']] }, { l: 'fr', h: [
    'Qu’est-ce que tu sais sur Léo ?',
    'Léo Martin : allergique aux arachides, sa mère s’appelle Claire.',
    'Il a changé d’école.',
    'D’accord. Veux-tu que je mette à jour sa fiche ou que je la supprime ?',
  ] }),
  n('ok thx', { h: [
    'what do u have on anjali',
    'Anjali Mehta: bride, wants candids not posed, allergic to lilies.',
  ] }),

  // ---------------- more everyday tool requests ----------------
  t('what is in my home folder, top level only', 'list_directory', { path: HOME }, { also: ['list_directory_with_sizes'] }),
  t('which of my folders are the biggest? just the top level', 'list_directory_with_sizes', { path: HOME, sortBy: 'size' }),
  t('where am i allowed to save stuff with you', 'list_allowed_directories', {}),
  t('find my passport scan, i think its called passport something', 'search_files', { path: HOME, pattern: ['*passport*', 'passport', '**/*passport*'] }),
  t("look for every file ending in .bak and tell me where they are, skip node_modules", 'search_files', { path: HOME, pattern: ['*.bak', '**/*.bak', '.bak'], excludePatterns: [['node_modules'], ['**/node_modules/**'], ['node_modules/**'], ['**/node_modules']] }),
  r('read me my todo list, its todo.txt', 'todo.txt'),
  open('add "call the vet about Biscuit\'s jab" to my todo.txt', APPEND),
  t('in todo.txt tick off "buy printer ink" by changing it to "[x] buy printer ink"', 'edit_file', { path: 'todo.txt', edits: [[{ oldText: 'buy printer ink', newText: '[x] buy printer ink' }]] }, { note: 'the old text may include a leading "[ ] "' }),
  t('overwrite shopping.txt with just: milk, bread, bin bags', 'write_file', { path: 'shopping.txt', content: ['milk, bread, bin bags', 'milk\nbread\nbin bags'] }),
  t('how old is my cv? documents/cv.docx', 'get_file_info', { path: 'documents/cv.docx' }),
  t('is documents/tax a folder or a file lol', 'get_file_info', { path: 'documents/tax' }, { also: ['list_directory'] }),
  m('read documents/lease.txt and documents/deposit-receipt.txt, I want to check the deposit amounts match', [
    ['read_multiple_files', { paths: [['documents/lease.txt', 'documents/deposit-receipt.txt']] }],
  ], { also: ['read_text_file', 'read_file'] }),
  m('make a folder called photos/2024 and move photos/beach.jpg into it', [
    ['create_directory', { path: 'photos/2024' }],
    ['move_file', { source: 'photos/beach.jpg', destination: 'photos/2024/beach.jpg' }],
  ]),
  t('give me a tree of my documents folder', 'directory_tree', { path: 'documents' }, { also: ['list_directory'] }),
  t('my dentist is Dr Anita Osei at Brookside, next checkup in November. remember that', 'create_entities', { entities: [[person('Dr Anita Osei', ['dentist', 'at Brookside', 'next checkup in November'])]] }, { also: ['add_observations'] }),
  t('whats the name of my dentist', 'search_nodes', { query: ['dentist'] }),
  t('show me everything you remember about me and my people', 'read_graph', {}, { also: ['search_nodes'] }),
  t('look up Carla Reyes and Kuba in your notes', 'open_nodes', { names: [['Carla Reyes', 'Kuba']] }, { also: ['search_nodes'] }),
  t('my neighbour Pete Lindqvist has a spare key to my place, note that down', 'create_entities', { entities: [[person('Pete Lindqvist', ['neighbour', 'has a spare key'])]] }, { also: ['add_observations'] }),
  t('who has my spare key?', 'search_nodes', { query: ['spare key', 'key'] }),
  t("Pete gave the key back, remove that from his notes", 'delete_observations', { deletions: [[{ entityName: 'Pete Lindqvist', observations: ['has a spare key'] }]] }),
  t('wipe everything you know about Pete', 'delete_entities', { entityNames: [['Pete Lindqvist']] }),
  t('Biscuit is my dog, a 4 year old beagle, terrified of the hoover', 'create_entities', { entities: [[{ name: 'Biscuit', entityType: 'dog', observations: ['4 year old beagle', 'terrified of the hoover'] }]] }, { also: ['add_observations'] }),
  t('did i ever tell you what breed biscuit is', 'search_nodes', { query: ['Biscuit'] }),
  m('my boss is Grace Whitfield and she manages both me and my colleague Omar', [
    ['create_entities', { entities: [[person('Grace Whitfield', ['my boss']), person('Omar', ['my colleague'])]] }],
    ['create_relations', { relations: [[{ from: 'Grace Whitfield', to: 'Omar', relationType: 'manages' }]] }],
  ]),
  t('look at scans/receipt-ikea.png and tell me the total', 'read_media_file', { path: 'scans/receipt-ikea.png' }),
  t('move everything... actually just move old-cv.docx from Desktop into documents/archive', 'move_file', { source: 'Desktop/old-cv.docx', destination: 'documents/archive/old-cv.docx' }),
  t('create recipes slash soups', 'create_directory', { path: 'recipes/soups' }),
  rx('head -n 3 of notes.md', { path: 'notes.md', head: 3 }),
  t('whats in Downloads sorted by size? need to free up space', 'list_directory_with_sizes', { path: 'Downloads', sortBy: 'size' }),
  t('any .dmg or .exe installers lying around in Downloads', 'search_files', { path: 'Downloads', pattern: ['*.dmg', '*.exe', '*.{dmg,exe}', '**/*.dmg', '**/*.exe'] }, { note: 'one search per extension is fine too' }),
  open('help me tidy my Downloads folder, sort the pdfs into a pdfs subfolder', ['list_directory', 'search_files', 'create_directory', 'move_file']),
  open('what was I working on last week? check whichever files changed recently in documents', ['list_directory', 'get_file_info', 'directory_tree', 'search_files']),
  open('can you find the recipe I saved with coconut milk in it, somewhere in recipes', ['search_files', 'read_text_file', 'read_multiple_files', 'list_directory']),
  open('what do you remember about the people in my derby team', ['search_nodes', 'read_graph', 'open_nodes']),
  n("whats the best way to remember peoples names at a party, im hopeless"),
  n("can you explain what 'modified date' vs 'created date' means on a file"),
  n('ok so if i have 3 folders with 40 photos each and delete 17, how many are left'),
  t('grocery list please, its lists/groceries.txt', 'read_text_file', { path: 'lists/groceries.txt' }, { also: READ_ALSO }),
  open('pop "oat milk" onto the end of lists/groceries.txt, one item per line like the rest', APPEND),
  t('my mate Dougie owes me 40 quid for the concert tickets, remember that so i can nag him', 'create_entities', { entities: [[person('Dougie', ['owes me 40 quid for concert tickets'])]] }, { also: ['add_observations'] }),
];

/**
 * How a fact is cut into observations, or what a tie is called ("engaged to", "marrying"), is a matter of taste:
 * as in the other lists, a memory write is scored by its tools, not by the wording of what it keeps.
 */
const WORDED_WRITES = new Set(['create_entities', 'add_observations', 'create_relations', 'delete_observations']);
export default cases.map((c) => ({ ...c, calls: c.calls.map((call) => (WORDED_WRITES.has(call.name) ? { ...call, arguments: {} } : call)) }));
