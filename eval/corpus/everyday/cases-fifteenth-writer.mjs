/**
 * Fifteenth writer: everyday requests from ten invented people.
 * The filesystem server is rooted at each person's home folder; every path argument below accepts the
 * absolute path or the same path relative to the home folder.
 *
 * 1. Amara Okafor, 34, nurse in Lagos (Nigeria). Types on her phone between shifts: lowercase,
 *    "pls", "abt", "n", drops apostrophes, sometimes Nigerian Pidgin.
 *    /home/amara
 *      notes/todo.txt  notes/bp-readings.txt  notes/shopping.txt
 *      shifts/rota-june.txt  shifts/rota-july.txt
 *      recipes/jollof.txt  recipes/puff-puff.md  recipes/egusi.txt
 *      church/choir-songs.txt  church/harvest-2024.txt
 *      kids/school-fees.csv  kids/tobi-reading-log.txt
 *      photos/tobi-birthday.jpg  photos/passport-photo.png
 *      budget/june-budget.txt
 *      Downloads/nmcn-license-renewal.pdf  Downloads/cv-amara-2024.docx
 *
 * 2. Klaus Bergmann, 67, retired mechanical engineer in Munich (Germany). Very formal, full sentences,
 *    "Please kindly", writes German or stiff formal English.
 *    /Users/klaus
 *      Garten/Pflanzplan_2024.txt  Garten/Tomatensorten.md  Garten/Rasen_Duengung.txt
 *      Finanzen/Rente_2023.pdf  Finanzen/Nebenkosten_2023.csv  Finanzen/Versicherungen.txt
 *      Reisen/Gardasee_Packliste.txt  Reisen/Route_Gardasee.txt
 *      Briefe/Stadtwerke_Widerspruch.txt  Briefe/Hausverwaltung_Heizung.txt
 *      Modellbahn/Gleisplan.txt  Modellbahn/Inventar_Lokomotiven.csv  Modellbahn/Fotos/BR01_Anlage.jpg
 *      Notizen/Arzttermine.txt  Notizen/Geburtstage.txt
 *      Fotos/Enkel/Lena_Einschulung.jpg  Fotos/Enkel/Jonas_Fussball.jpg
 *
 * 3. Mei Lin Chen, 22, computer science student at UBC in Vancouver, from Taipei. Terse, lowercase,
 *    slang ("ngl", "lowkey", "u"), sometimes Traditional Chinese.
 *    /home/meilin
 *      school/cpsc221/syllabus.pdf  school/cpsc221/pa2/notes.md  school/cpsc221/pa2/main.cpp
 *      school/stat302/hw3.R  school/stat302/hw3_writeup.md
 *      resume/resume_v4.pdf  resume/cover_letter_shopify.txt  resume/cover_letter_amazon.txt
 *      projects/discord-bot/index.js  projects/discord-bot/config.json  projects/discord-bot/README.md
 *      projects/discord-bot/node_modules/...
 *      notes/ideas.md  notes/bubble-tea-ranking.md
 *      Pictures/screenshots/*.png  Downloads/...
 *
 * 4. Rajesh Iyer, 45, owns a saree and textile shop in Pune (India). Rambling Indian English
 *    ("I am having", "kindly", "only"), sometimes Hindi in Devanagari.
 *    /home/rajesh
 *      shop/stock_march.csv  shop/stock_april.csv  shop/suppliers.txt  shop/price_list.txt
 *      shop/invoices/INV-0231.pdf  shop/invoices/INV-0232.pdf  shop/invoices/INV-0233.pdf
 *      accounts/gst_q3.xlsx  accounts/expenses_2024.txt  accounts/loan_emi.txt
 *      family/ananya_college/application_form.pdf  family/ananya_college/sop_draft.txt
 *      temple/donations.txt
 *      photos/diwali_sale_banner.png
 *
 * 5. Sofía Ramírez, 29, freelance graphic designer in Mexico City. Spanglish, emojis, "porfa", "neta".
 *    /Users/sofia
 *      Clientes/PanaderiaLuna/brief.txt  Clientes/PanaderiaLuna/feedback.md
 *      Clientes/PanaderiaLuna/logo_v3.png  Clientes/PanaderiaLuna/logo_v4.png
 *      Clientes/CafeMolino/factura_0042.pdf  Clientes/CafeMolino/cotizacion.txt
 *      Portfolio/case-study-luna.md  Portfolio/2024/...
 *      Fuentes/Montserrat/...  Fuentes/licencias.txt
 *      Personal/viaje_oaxaca.md  Personal/gastos_junio.txt  Personal/playlist.txt
 *
 * 6. Walter "Walt" Jenkins, 78, retired corn and soybean farmer near Ames, Iowa (USA). Uses voice
 *    dictation: no punctuation or spoken "period", homophones, long run-on sentences.
 *    /home/walt
 *      Documents/medications.txt  Documents/church_directory.txt  Documents/seed_orders_2024.txt
 *      Documents/weather_log.txt
 *      Documents/letters/to_ruth.txt  Documents/letters/to_county_assessor.txt
 *      Documents/recipes/ruths_pie_crust.txt
 *      Documents/taxes/2023_property_tax.pdf
 *      Pictures/grandkids/emma_graduation.jpg  Pictures/grandkids/caleb_tractor.jpg
 *      Pictures/farm/barn_1975.jpg
 *
 * 7. Yuki Tanaka, 38, IT project manager in Osaka (Japan). Terse business English or Japanese.
 *    /Users/yuki
 *      work/projects/alpha/schedule.md  work/projects/alpha/meeting_notes_0612.md  work/projects/alpha/risks.md
 *      work/reports/weekly_2024-06-07.md  work/reports/weekly_2024-06-14.md
 *      personal/kakeibo_2024.csv  personal/yoga.txt
 *      personal/ryokou/hokkaido.txt  personal/photos/sapporo_tower.jpg
 *
 * 8. Liam Kowalski, 16, secondary-school student in Dublin (Ireland), Polish mum. Gamer slang, typos,
 *    no capitals; writes Polish (without diacritics) when it is for his babcia.
 *    /home/liam
 *      school/history_essay_1916.docx  school/irish_oral_notes.txt  school/timetable.txt
 *      school/maths/homework_wk9.txt  school/maths/formulas.txt
 *      games/minecraft/servers.txt  games/minecraft/mods/*.jar  games/minecraft/screenshots/base.png
 *      gym/log.txt  music/gym_playlist.txt  money/savings.txt
 *      babcia/przepis_pierogi.txt
 *
 * 9. Fatima Al-Sayed, 52, pharmacist with her own pharmacy in Amman (Jordan). Careful, polite English
 *    or Arabic.
 *    /home/fatima
 *      pharmacy/stock_expiry.csv  pharmacy/suppliers_contacts.txt
 *      pharmacy/orders/order_may.txt  pharmacy/orders/order_june.txt
 *      home/recipes/maqluba.txt  home/recipes/mansaf.txt  home/ramadan_plan.txt
 *      family/children_schedule.txt  family/photos/yousef_graduation.jpg
 *      study/quran_juz_progress.txt
 *      Documents/license_renewal_2024.pdf
 *
 * 10. Nguyễn Thu Hà, 31, Vietnamese marketing specialist at a cosmetics company in Seoul (South Korea).
 *     Friendly, mixes English, Vietnamese and Korean.
 *     /Users/ha
 *       work/campaigns/summer_glow/brief.md  work/campaigns/summer_glow/kpi.csv
 *       work/campaigns/summer_glow/visuals/banner_ko.png  work/campaigns/summer_glow/visuals/banner_vi.png
 *       work/korean_class/vocab_week12.txt
 *       personal/visa/ARC_renewal_checklist.txt
 *       personal/recipes/pho_bo.txt  personal/budget_2024.csv  personal/photos/hanriver_picnic.jpg
 */
import { m, n, open, t } from './case-helpers.mjs';

// A path argument accepts the absolute path or the same path relative to the home folder.
const at = (home) => {
  const p = (rel) => [`${home}/${rel}`, rel];
  p.many = (...rels) => [rels.map((r) => `${home}/${r}`), rels];
  p.home = [home, `${home}/`, '.', '~'];
  return p;
};
const A = at('/home/amara');
const K = at('/Users/klaus');
const M = at('/home/meilin');
const R = at('/home/rajesh');
const S = at('/Users/sofia');
const W = at('/home/walt');
const Y = at('/Users/yuki');
const L = at('/home/liam');
const F = at('/home/fatima');
const H = at('/Users/ha');

// Other tools that serve as well.
const RT = ['read_file', 'read_multiple_files'];
const RM = ['read_text_file', 'read_file'];
const SIZE = ['list_directory_with_sizes'];
const INFO = ['get_file_info'];
const EDIT = ['write_file'];
const FIND = ['directory_tree'];
const TREE = ['list_directory', 'search_files'];
const NEW = ['add_observations'];
const APPEND = 'appending a line: the edit (or rewritten content) depends on the current text of the file';

const cases = [
  // ───────────── 1. Amara Okafor (Lagos, phone typing) ─────────────
  t("pls whats on my todo list", 'read_text_file', { path: A('notes/todo.txt') }, { also: RT }),
  m("add 'buy diapers for chidi' to my todo pls", [
    ['read_text_file', { path: A('notes/todo.txt') }],
    ['edit_file', { path: A('notes/todo.txt') }],
  ], { also: EDIT, note: APPEND }),
  t("when is my next night shift? check the july rota", 'read_text_file', { path: A('shifts/rota-july.txt') }, { also: RT }),
  t("how big is tobi birthday pic, whatsapp keeps saying file too large", 'get_file_info', { path: A('photos/tobi-birthday.jpg') }, { also: SIZE }),
  t("show me my passport photo abeg", 'read_media_file', { path: A('photos/passport-photo.png') }),
  t("whats inside my downloads folder", 'list_directory', { path: A('Downloads') }),
  t("find my cv pls i cant remember where i saved it", 'search_files', { path: A.home, pattern: ['cv', '*cv*', 'cv-amara', '*cv*.docx', '*.docx'] }, { also: FIND }),
  m("make a folder called jobs n move my cv into it", [
    ['create_directory', { path: A('jobs') }],
    ['move_file', { source: A('Downloads/cv-amara-2024.docx'), destination: A('jobs/cv-amara-2024.docx') }],
  ]),
  t("rename egusi.txt to egusi-soup.txt", 'move_file', { source: A('recipes/egusi.txt'), destination: A('recipes/egusi-soup.txt') }),
  t("in my jollof recipe change 3 cups rice to 4 cups rice, family is bigger now lol", 'edit_file', {
    path: A('recipes/jollof.txt'),
    edits: [[{ oldText: '3 cups rice', newText: '4 cups rice' }]],
  }, { also: EDIT, note: 'the exact wording in the file may differ; reading it first is fine' }),
  t("remember that my sister Ngozi birthday is 14 august", 'create_entities', {
    entities: [[{ name: 'Ngozi', entityType: 'person', observations: ["Amara's sister", 'Birthday is 14 August'] }]],
  }, { also: NEW, note: 'a relation Ngozi sister of Amara may be added too' }),
  t("what did i tell you abt ngozi", 'search_nodes', { query: ['Ngozi', 'ngozi'] }),
  t("also she is allergic to groundnuts", 'add_observations', {
    observations: [[{ entityName: 'Ngozi', contents: ['Allergic to groundnuts'] }]],
  }, { h: ["remember that my sister Ngozi birthday is 14 august", "Got it — I've saved that your sister Ngozi's birthday is 14 August."] }),
  t("did i save who tobi teacher is", 'search_nodes', { query: ['Tobi', 'teacher'] }),
  m("remember mrs adeyemi is tobi class teacher, primary 3", [
    ['create_entities', { entities: [[{ name: 'Mrs Adeyemi', entityType: 'person', observations: ["Tobi's class teacher in Primary 3"] }]] }],
    ['create_relations', { relations: [[{ from: 'Mrs Adeyemi', to: 'Tobi', relationType: 'class teacher of' }]] }],
  ], { note: 'Tobi may need to be created as an entity first; relation wording may vary' }),
  t("forget dr bello, he don transfer to abuja", 'delete_entities', { entityNames: [['Dr Bello'], ['Dr. Bello']] }),
  m("write down my bp for today 128/84 morning", [
    ['read_text_file', { path: A('notes/bp-readings.txt') }],
    ['edit_file', { path: A('notes/bp-readings.txt') }],
  ], { also: EDIT, note: APPEND }),
  open("make me a shopping list file for saturday: tomatoes, tatashe, onions, rice 10kg, palm oil", ['write_file'], { note: 'file name and layout up to the assistant, e.g. notes/shopping-saturday.txt' }),
  t("open the school fees file n tell me total for this term", 'read_text_file', { path: A('kids/school-fees.csv') }, { also: RT }),
  t("list my church folder with sizes", 'list_directory_with_sizes', { path: A('church') }),
  t("run that test long operation thing for like 10 seconds", 'trigger-long-running-operation', { duration: 10 }),
  t(`echo back "testing 1 2 3"`, 'echo', { message: 'testing 1 2 3' }),
  t("open the puff puff one", 'read_text_file', { path: A('recipes/puff-puff.md') }, {
    also: RT,
    h: ["wetin dey my recipes folder", "Your recipes folder has three files: jollof.txt, puff-puff.md and egusi.txt."],
  }),
  t("read june and july rota together so i can compare", 'read_multiple_files', { paths: A.many('shifts/rota-june.txt', 'shifts/rota-july.txt') }, { also: RM }),
  t("when did i last change the harvest file", 'get_file_info', { path: A('church/harvest-2024.txt') }, { also: SIZE }),
  t("abeg check wetin dey my june budget file", 'read_text_file', { path: A('budget/june-budget.txt') }, { also: RT, l: 'pcm' }),
  n("what is normal bp for a 60 yr old woman"),
  n("how do i tell my matron i need 3 days leave without sounding rude"),
  n("convert 38.6 celsius to fahrenheit pls quick"),
  n("tobi is 7 n still struggling to read, any tips"),
  n("paracetamol vs ibuprofen for a child fever, which one first"),
  n("12 nights x 18,500 naira how much"),
  n("and soft boiled?", { h: ["how long to boil eggs", "For hard-boiled eggs, simmer them for about 9–12 minutes, then cool them in cold water."] }),
  n("write something nice for whatsapp to wish our choir leader brother emeka happy birthday"),
  n("thank you o, you too much 🙏"),

  // ───────────── 2. Klaus Bergmann (Munich, formal) ─────────────
  t("Bitte zeigen Sie mir den Inhalt meiner Packliste für den Gardasee.", 'read_text_file', { path: K('Reisen/Gardasee_Packliste.txt') }, { also: RT, l: 'de' }),
  t("Kindly list the contents of my Garten folder.", 'list_directory', { path: K('Garten') }),
  m("Fügen Sie bitte „Regenjacke“ zu meiner Packliste für den Gardasee hinzu.", [
    ['read_text_file', { path: K('Reisen/Gardasee_Packliste.txt') }],
    ['edit_file', { path: K('Reisen/Gardasee_Packliste.txt') }],
  ], { also: EDIT, note: APPEND, l: 'de' }),
  t("Please change the date in my letter to the Stadtwerke from 3. Mai to 10. Mai.", 'edit_file', {
    path: K('Briefe/Stadtwerke_Widerspruch.txt'),
    edits: [[{ oldText: '3. Mai', newText: '10. Mai' }]],
  }, { also: EDIT }),
  t("Would you please tell me how large the photograph of Lena's first school day is? My son wishes to have it by e-mail.", 'get_file_info', { path: K('Fotos/Enkel/Lena_Einschulung.jpg') }, { also: SIZE }),
  t("Please show me the photograph of Jonas playing football.", 'read_media_file', { path: K('Fotos/Enkel/Jonas_Fussball.jpg') }),
  t("Please create a new folder Reisen/Ostsee_2025 for our next holiday.", 'create_directory', { path: K('Reisen/Ostsee_2025') }),
  m("The heating matter with the Hausverwaltung is settled. Please create a folder Briefe/Erledigt and move that letter into it.", [
    ['create_directory', { path: K('Briefe/Erledigt') }],
    ['move_file', { source: K('Briefe/Hausverwaltung_Heizung.txt'), destination: K('Briefe/Erledigt/Hausverwaltung_Heizung.txt') }],
  ]),
  t("Which files in my home directory contain the word Versicherung in their name?", 'search_files', { path: K.home, pattern: ['Versicherung', '*Versicherung*'] }, { also: FIND }),
  t("Please give me an overview of the complete folder structure of Modellbahn.", 'directory_tree', { path: K('Modellbahn') }, { also: TREE }),
  t("Read the inventory of my locomotives and tell me how many Märklin engines I own.", 'read_text_file', { path: K('Modellbahn/Inventar_Lokomotiven.csv') }, { also: RT }),
  t("When did I last alter the planting plan for this year?", 'get_file_info', { path: K('Garten/Pflanzplan_2024.txt') }),
  t("Please make a note that my neighbour Herr Vogel waters the garden while we are away, and that his telephone number is 089 123456.", 'create_entities', {
    entities: [[{ name: 'Herr Vogel', entityType: 'person', observations: ["Klaus's neighbour", 'Waters the garden while Klaus is away', 'Telephone 089 123456'] }]],
  }, { also: NEW }),
  t("What have you stored about Herr Vogel?", 'open_nodes', { names: [['Herr Vogel']] }),
  m("Please record that my granddaughter Lena started school on 12 September and that she is the daughter of my son Thomas.", [
    ['create_entities', { entities: [[
      { name: 'Lena', entityType: 'person', observations: ["Klaus's granddaughter", 'Started school on 12 September'] },
      { name: 'Thomas', entityType: 'person', observations: ["Klaus's son"] },
    ]] }],
    ['create_relations', { relations: [[{ from: 'Lena', to: 'Thomas', relationType: 'daughter of' }]] }],
  ], { note: 'relations to Klaus (granddaughter of, son of) may be added as well' }),
  m("Bitte vergessen Sie die Notiz, dass Thomas in Stuttgart wohnt. Er ist nach Augsburg umgezogen.", [
    ['open_nodes', { names: [['Thomas']] }],
    ['delete_observations', {}],
    ['add_observations', { observations: [[{ entityName: 'Thomas', contents: ['Wohnt in Augsburg'] }]] }],
  ], { also: ['search_nodes'], l: 'de', note: 'the exact text of the Stuttgart observation must be looked up first' }),
  t("Please show me everything you have remembered so far.", 'read_graph', {}, { also: ['search_nodes'] }),
  t("Please read my notes on doctor's appointments and on birthdays, both at once.", 'read_multiple_files', { paths: K.many('Notizen/Arzttermine.txt', 'Notizen/Geburtstage.txt') }, { also: RM }),
  t("Kindly display the last five lines of my Nebenkosten file.", 'read_text_file', { path: K('Finanzen/Nebenkosten_2023.csv'), tail: 5 }, { also: ['read_file'] }),
  t("I should like to inspect the environment variables of the test server. Please display them.", 'get-env'),
  t("Please use the test server's sum function to add 1873.50 and 2290.75.", 'get-sum', { a: 1873.5, b: 2290.75 }),
  t("Öffnen Sie bitte den ersten.", 'read_text_file', { path: K('Briefe/Stadtwerke_Widerspruch.txt') }, {
    also: RT, l: 'de',
    h: ["Was liegt im Ordner Briefe?", "Im Ordner Briefe liegen zwei Dateien: Stadtwerke_Widerspruch.txt und Hausverwaltung_Heizung.txt."],
  }),
  t("Please write a file Garten/Tomatensorten_2025.md listing the varieties Ochsenherz, San Marzano and Black Krim.", 'write_file', { path: K('Garten/Tomatensorten_2025.md') }, { note: 'content is a list of the three varieties; layout may vary' }),
  t("Which directories am I permitted to access with your file tool?", 'list_allowed_directories'),
  t("Please record in your memory that Herr Vogel and I are neighbours.", 'create_relations', {
    relations: [[{ from: 'Klaus', to: 'Herr Vogel', relationType: 'neighbour of' }], [{ from: 'Klaus Bergmann', to: 'Herr Vogel', relationType: 'neighbour of' }]],
  }, { also: ['add_observations'], note: 'Klaus may need to be created as an entity first' }),
  n("Wie tief sollte man Knoblauchzehen im Herbst stecken?", { l: 'de' }),
  n("Please translate the following into Italian for our landlady at Lake Garda: 'We will arrive on Saturday at about four o'clock in the afternoon.'"),
  n("Could you explain the difference between a Riester pension and a Rürup pension in simple terms?"),
  n("What is the correct salutation for a formal letter to a municipal utility when I do not know the name of the clerk?"),
  n("Rechnen Sie bitte: zwei Wochen zu je 85 Euro pro Nacht – wie viel ist das insgesamt?", { l: 'de' }),
  n("What is the track gauge of Märklin H0 in millimetres?"),
  n("Do they need to be pruned like the large beefsteak varieties?", { h: ["Which tomato variety is suitable for a rather cool summer?", "Early varieties such as Stupice or Glacier ripen quickly and cope well with cooler summers."] }),
  n("Please rewrite this sentence more politely: 'Your heating bill is wrong and I will not pay it.'"),
  n("How does one clean an old brass locomotive without damaging the paintwork?"),
  n("Thank you very much, that was most helpful."),

  // ───────────── 3. Mei Lin Chen (Vancouver, terse student) ─────────────
  t("ls my discord bot folder", 'list_directory', { path: M('projects/discord-bot') }),
  t("tree of projects/ but skip node_modules pls", 'directory_tree', {
    path: M('projects'),
    excludePatterns: [['node_modules'], ['**/node_modules'], ['**/node_modules/**'], ['node_modules/**']],
  }, { also: ['list_directory'] }),
  t("whats in the bot config.json", 'read_text_file', { path: M('projects/discord-bot/config.json') }, { also: RT }),
  t("change the bot prefix in config from ! to ?", 'edit_file', {
    path: M('projects/discord-bot/config.json'),
    edits: [[{ oldText: '"prefix": "!"', newText: '"prefix": "?"' }]],
  }, { also: EDIT, note: 'exact JSON spacing may differ' }),
  t("find every .R file i have", 'search_files', { path: M.home, pattern: ['*.R', '**/*.R', '.R'] }, { also: FIND }),
  t("biggest stuff in downloads?", 'list_directory_with_sizes', { path: M('Downloads'), sortBy: 'size' }),
  t("read hw3.R and the writeup together", 'read_multiple_files', { paths: M.many('school/stat302/hw3.R', 'school/stat302/hw3_writeup.md') }, { also: RM }),
  t("last 20 lines of pa2 main.cpp", 'read_text_file', { path: M('school/cpsc221/pa2/main.cpp'), tail: 20 }, { also: ['read_file'] }),
  t("first 10 lines of my pa2 notes", 'read_text_file', { path: M('school/cpsc221/pa2/notes.md'), head: 10 }, { also: ['read_file'] }),
  t("rename cover_letter_shopify.txt to cover_letter_shopify_final.txt", 'move_file', { source: M('resume/cover_letter_shopify.txt'), destination: M('resume/cover_letter_shopify_final.txt') }),
  t("mkdir school/cpsc310", 'create_directory', { path: M('school/cpsc310') }),
  t("when did i last touch resume_v4", 'get_file_info', { path: M('resume/resume_v4.pdf') }),
  m("show me my latest screenshot", [
    ['list_directory_with_sizes', { path: M('Pictures/screenshots') }],
    ['read_media_file', {}],
  ], { also: ['list_directory', 'get_file_info'], note: 'the newest file is found from its name (timestamp) or dates' }),
  t("幫我打開 bubble-tea-ranking.md", 'read_text_file', { path: M('notes/bubble-tea-ranking.md') }, { also: RT, l: 'zh' }),
  m("在 ideas.md 最後加一行：做一個記帳的 app", [
    ['read_text_file', { path: M('notes/ideas.md') }],
    ['edit_file', { path: M('notes/ideas.md') }],
  ], { also: EDIT, note: APPEND, l: 'zh' }),
  t("remember my ta for 221 is kevin park, office hrs thurs 2-3", 'create_entities', {
    entities: [[{ name: 'Kevin Park', entityType: 'person', observations: ['TA for CPSC 221', 'Office hours Thursday 2-3'] }]],
  }, { also: NEW }),
  t("whos my 221 ta again", 'search_nodes', { query: ['TA', '221', 'CPSC 221', 'Kevin'] }),
  t("link kevin to cpsc 221 as the ta", 'create_relations', {
    relations: [[{ from: 'Kevin Park', to: 'CPSC 221', relationType: 'TA for' }]],
  }, { note: 'CPSC 221 may need to be created as an entity first' }),
  m("remove the link between me n jason in memory, we broke up lol", [
    ['open_nodes', { names: [['Jason']] }],
    ['delete_relations', {}],
  ], { also: ['search_nodes', 'read_graph'], note: 'the relation type must be looked up first' }),
  t("gimme the tiny image from the test server", 'get-tiny-image'),
  t("run the research query thing on rust vs go for backend", 'simulate-research-query', { topic: ['rust vs go for backend', 'Rust vs Go for backend'] }),
  t("list 3 resource links from the demo server", 'get-resource-links', { count: 3 }),
  t("open the amazon one", 'read_text_file', { path: M('resume/cover_letter_amazon.txt') }, {
    also: RT,
    h: ["whats in resume/", "resume/ has resume_v4.pdf, cover_letter_shopify.txt and cover_letter_amazon.txt."],
  }),
  t("write a .gitignore in the bot folder w node_modules and .env", 'write_file', {
    path: M('projects/discord-bot/.gitignore'),
    content: ['node_modules\n.env\n', 'node_modules\n.env', 'node_modules/\n.env\n', 'node_modules/\n.env'],
  }),
  t("file info for the 221 syllabus pdf", 'get_file_info', { path: M('school/cpsc221/syllabus.pdf') }),
  t("what dirs can u even see", 'list_allowed_directories'),
  n("big O of inserting into a binary heap?"),
  n("explain dynamic programming like im 5"),
  n("ngl is grinding leetcode worth it for summer internships"),
  n("「我下週要面試，有點緊張」翻成自然一點的英文", { l: 'zh' }),
  n("fix grammar: 'i am very passion about build product that user love'"),
  n("2^10 * 3 = ?"),
  n("so why are threads cheaper to create", { h: ["diff between a process and a thread?", "A process has its own address space and resources; threads run inside a process and share its memory."] }),
  n("oolong or jasmine for milk tea, which hits better"),
  n("tldr of the CAP theorem"),
  n("short linkedin headline: 3rd yr cs, backend + ml, from taipei"),

  // ───────────── 4. Rajesh Iyer (Pune, rambling) ─────────────
  t("Good morning. I am having one stock file for april in the shop folder, can you tell me how many silk sarees are remaining only", 'read_text_file', { path: R('shop/stock_april.csv') }, { also: RT }),
  t("please compare march and april stock files and tell me which items went down a lot", 'read_multiple_files', { paths: R.many('shop/stock_march.csv', 'shop/stock_april.csv') }, { also: RM }),
  t("in price list kindly change cotton kurta price from 450 to 499, everything became costly", 'edit_file', {
    path: R('shop/price_list.txt'),
    edits: [[{ oldText: '450', newText: '499' }]],
  }, { also: EDIT, note: 'the edit should only touch the cotton kurta line; reading the file first is fine' }),
  t("show all the invoices with their size", 'list_directory_with_sizes', { path: R('shop/invoices') }),
  t("one invoice 0232 is somewhere, customer is asking, search for it", 'search_files', { path: R.home, pattern: ['0232', 'INV-0232', '*0232*', 'INV-0232.pdf'] }, { also: FIND }),
  m("add one line in expenses file: 12 June - electricity bill 3,450", [
    ['read_text_file', { path: R('accounts/expenses_2024.txt') }],
    ['edit_file', { path: R('accounts/expenses_2024.txt') }],
  ], { also: EDIT, note: APPEND }),
  t("my daughter Ananya has written SOP draft for college, please read and tell me if it is ok or not, I am not so good in English writing", 'read_text_file', { path: R('family/ananya_college/sop_draft.txt') }, { also: RT }),
  t("create one folder hostel inside ananya_college", 'create_directory', { path: R('family/ananya_college/hostel') }),
  t("last modified date for gst file? CA is asking whether it is updated", 'get_file_info', { path: R('accounts/gst_q3.xlsx') }),
  t("show me the diwali banner image", 'read_media_file', { path: R('photos/diwali_sale_banner.png') }),
  m("rename stock_march.csv to stock_march_2024.csv and april also same way", [
    ['move_file', { source: R('shop/stock_march.csv'), destination: R('shop/stock_march_2024.csv') }],
    ['move_file', { source: R('shop/stock_april.csv'), destination: R('shop/stock_april_2024.csv') }],
  ]),
  m("please remember: supplier is Mehta Textiles from Surat, contact person is Sanjay Mehta, he is giving 30 days credit", [
    ['create_entities', { entities: [[
      { name: 'Mehta Textiles', entityType: 'supplier', observations: ['Based in Surat', 'Gives 30 days credit'] },
      { name: 'Sanjay Mehta', entityType: 'person', observations: ['Contact person at Mehta Textiles'] },
    ]] }],
    ['create_relations', { relations: [[{ from: 'Sanjay Mehta', to: 'Mehta Textiles', relationType: 'works at' }]] }],
  ], { note: 'entity types and relation wording may vary' }),
  t("what is the credit period of Mehta ji?", 'search_nodes', { query: ['Mehta', 'Mehta Textiles', 'Sanjay Mehta'] }),
  t("also note he has increased rates by 5% from July", 'add_observations', {
    observations: [[{ entityName: 'Mehta Textiles', contents: ['Increased rates by 5% from July'] }], [{ entityName: 'Sanjay Mehta', contents: ['Increased rates by 5% from July'] }]],
  }, { h: ["what is the credit period of Mehta ji?", "Mehta Textiles (contact Sanjay Mehta, Surat) gives you 30 days credit."] }),
  t("remove Gupta Silk House from memory, we stopped dealing with them after that quality issue", 'delete_entities', { entityNames: [['Gupta Silk House'], ['Gupta Silk']] }),
  t("show me full list of all people and things you are remembering", 'read_graph', {}, { also: ['search_nodes'] }),
  t("मंदिर के दान वाली फाइल खोलो", 'read_text_file', { path: R('temple/donations.txt') }, { also: RT, l: 'hi' }),
  t("दुकान वाले फोल्डर में क्या क्या है?", 'list_directory', { path: R('shop') }, { l: 'hi' }),
  t("write new file shop/diwali_offer.txt with this text: Flat 20% off on all silk sarees from 25 Oct to 5 Nov", 'write_file', {
    path: R('shop/diwali_offer.txt'),
    content: ['Flat 20% off on all silk sarees from 25 Oct to 5 Nov', 'Flat 20% off on all silk sarees from 25 Oct to 5 Nov\n'],
  }),
  t("for testing purpose, add 45600 and 38250 using that sum tool", 'get-sum', { a: 45600, b: 38250 }),
  t("start that long running operation with 5 steps", 'trigger-long-running-operation', { steps: 5 }),
  t("read first 15 lines of suppliers list", 'read_text_file', { path: R('shop/suppliers.txt'), head: 15 }, { also: ['read_file'] }),
  t("loan emi file, when did I save it last", 'get_file_info', { path: R('accounts/loan_emi.txt') }),
  t("open the last one", 'read_text_file', { path: R('accounts/loan_emi.txt') }, {
    also: RT,
    h: ["list my accounts folder", "The accounts folder has gst_q3.xlsx, expenses_2024.txt and loan_emi.txt."],
  }),
  m("Ananya is my daughter, she got admission in COEP for engineering, please remember this", [
    ['create_entities', { entities: [[{ name: 'Ananya', entityType: 'person', observations: ["Rajesh's daughter", 'Got admission in COEP for engineering'] }]] }],
    ['create_relations', { relations: [[{ from: 'Ananya', to: 'Rajesh', relationType: 'daughter of' }]] }],
  ], { also: NEW, note: 'Rajesh may need to be created as an entity first' }),
  n("what is the difference between GST composition scheme and regular scheme, for small shop like mine"),
  n("write one polite whatsapp message to customer who has not paid 8,500 since 2 months"),
  n("15% of 64,000 is how much"),
  n("बेटी को पहली बार पढ़ाई के लिए हॉस्टल भेज रहा हूँ, क्या सलाह दोगे?", { l: 'hi' }),
  n("make this nicer for shop board: 'no exchange no refund after 7 days'"),
  n("which fabric is better for Pune summer, linen or cotton?"),
  n("and if it is 12%?", { h: ["how to calculate GST on 1200 at 5%", "5% of 1,200 is 60, so the total with GST is 1,260."] }),
  n("some tips to manage stock better without buying any software"),
  n("translate in Marathi for the board: 'Shop will remain closed on Monday'"),
  n("explain EMI formula simply, bank fellow explained but I did not understand"),

  // ───────────── 5. Sofía Ramírez (Mexico City, Spanglish) ─────────────
  t("ábreme el brief de Panadería Luna porfa 🙏", 'read_text_file', { path: S('Clientes/PanaderiaLuna/brief.txt') }, { also: RT, l: 'es' }),
  t("show me logo_v4 real quick", 'read_media_file', { path: S('Clientes/PanaderiaLuna/logo_v4.png') }),
  t("how heavy r the logos in the luna folder? client portal only takes under 2mb", 'list_directory_with_sizes', { path: S('Clientes/PanaderiaLuna') }, { also: INFO }),
  t("new client yay 🎉 make a folder Clientes/FloreriaSol", 'create_directory', { path: S('Clientes/FloreriaSol') }),
  t("move the cotizacion from cafe molino into FloreriaSol, I saved it in the wrong place 🙃", 'move_file', { source: S('Clientes/CafeMolino/cotizacion.txt'), destination: S('Clientes/FloreriaSol/cotizacion.txt') }),
  t("¿qué tengo en la carpeta Fuentes?", 'list_directory', { path: S('Fuentes') }, { l: 'es' }),
  t("find all my .ai files, illustrator keeps losing them", 'search_files', { path: S.home, pattern: ['*.ai', '**/*.ai', '.ai'] }, { also: FIND }),
  t("in feedback.md change 'rosa' to 'terracota' everywhere", 'edit_file', {
    path: S('Clientes/PanaderiaLuna/feedback.md'),
    edits: [[{ oldText: 'rosa', newText: 'terracota' }]],
  }, { also: EDIT, note: 'every occurrence should change; several edits or a rewrite are fine' }),
  t("read me my oaxaca trip notes", 'read_text_file', { path: S('Personal/viaje_oaxaca.md') }, { also: RT }),
  m("añade a gastos_junio: taxi aeropuerto $380", [
    ['read_text_file', { path: S('Personal/gastos_junio.txt') }],
    ['edit_file', { path: S('Personal/gastos_junio.txt') }],
  ], { also: EDIT, note: APPEND, l: 'es' }),
  t("is factura 0042 from this month?? check the date", 'get_file_info', { path: S('Clientes/CafeMolino/factura_0042.pdf') }),
  t("tree of Portfolio pls", 'directory_tree', { path: S('Portfolio') }, { also: TREE }),
  m("remember Don Ernesto owns Panadería Luna and he HATES the color green lol", [
    ['create_entities', { entities: [[
      { name: 'Don Ernesto', entityType: 'person', observations: ['Owner of Panadería Luna', 'Hates the color green'] },
      { name: 'Panadería Luna', entityType: 'client', observations: ['Bakery, design client'] },
    ]] }],
    ['create_relations', { relations: [[{ from: 'Don Ernesto', to: 'Panadería Luna', relationType: 'owns' }]] }],
  ], { note: 'entity types and relation wording may vary' }),
  t("what do u know about don ernesto", 'open_nodes', { names: [['Don Ernesto']] }),
  t("anota que Mariana de Café Molino siempre paga tarde, como a 60 días 🙄", 'create_entities', {
    entities: [[{ name: 'Mariana', entityType: 'person', observations: ['Works at Café Molino', 'Always pays late, around 60 days'] }]],
  }, { also: NEW, l: 'es', note: 'observations may be stored in Spanish' }),
  t("connect Mariana to Café Molino, she's the manager", 'create_relations', {
    relations: [[{ from: 'Mariana', to: 'Café Molino', relationType: 'manager of' }], [{ from: 'Mariana', to: 'Cafe Molino', relationType: 'manager of' }]],
  }),
  t("search ur memory for anything about payments", 'search_nodes', { query: ['payment', 'pays', 'paga', 'pago', 'late'] }),
  t("write Personal/ideas_tattoo.txt with: axolotl line art, marigold, small moon", 'write_file', {
    path: S('Personal/ideas_tattoo.txt'),
    content: ['axolotl line art, marigold, small moon', 'axolotl line art, marigold, small moon\n', 'axolotl line art\nmarigold\nsmall moon\n'],
  }),
  t("can u test the echo thing with 'hola mundo'", 'echo', { message: 'hola mundo' }),
  t("show me what an annotated error message looks like from the demo server", 'get-annotated-message', { messageType: 'error' }),
  t("abre la cotización", 'read_text_file', { path: S('Clientes/CafeMolino/cotizacion.txt') }, {
    also: RT, l: 'es',
    h: ["qué archivos hay en Clientes/CafeMolino", "Hay dos archivos: factura_0042.pdf y cotizacion.txt."],
  }),
  t("playlist.txt just the first 5 lines", 'read_text_file', { path: S('Personal/playlist.txt'), head: 5 }, { also: ['read_file'] }),
  t("read the luna brief and the feedback at the same time", 'read_multiple_files', { paths: S.many('Clientes/PanaderiaLuna/brief.txt', 'Clientes/PanaderiaLuna/feedback.md') }, { also: RM }),
  m("copy the luna brief into the FloreriaSol folder so i can use it as a template", [
    ['read_text_file', { path: S('Clientes/PanaderiaLuna/brief.txt') }],
    ['write_file', { path: S('Clientes/FloreriaSol/brief.txt') }],
  ], { note: 'content of the new file is the content just read; another name in FloreriaSol is fine' }),
  t("forget everything about Café Molino, client is gone 👋", 'delete_entities', { entityNames: [['Café Molino'], ['Cafe Molino']] }),
  n("¿cuál es la diferencia entre RGB y CMYK para imprimir?", { l: 'es' }),
  n("give me 5 taglines for a bakery called Luna, cute but not cheesy"),
  n("how much should i charge for a logo as a freelancer in mexico with 5 yrs exp??"),
  n("translate to english for my client: 'Le mando la propuesta el viernes sin falta'"),
  n("hex code for a nice warm terracotta?"),
  n("which one of those is free for commercial use", { h: ["what fonts pair well with Montserrat", "Good pairings are Merriweather, Playfair Display or Lora for contrast."] }),
  n("1800 pesos x 3 revisiones + 4500 base = ?"),
  n("dame tips para no procrastinar, neta no avanzo nada 😩", { l: 'es' }),
  n("rewrite more professional: 'hey so i need the payment before i send the files ok thx'"),
  n("kerning vs tracking, explain like im a client"),

  // ───────────── 6. Walt Jenkins (Iowa, voice dictation) ─────────────
  t("read me my medications list please", 'read_text_file', { path: W('Documents/medications.txt') }, { also: RT }),
  t("what time am I supposed to take the blood thinner check my medicine file", 'read_text_file', { path: W('Documents/medications.txt') }, { also: RT }),
  m("add to my whether log june fourteenth one point two inches of rain period", [
    ['read_text_file', { path: W('Documents/weather_log.txt') }],
    ['edit_file', { path: W('Documents/weather_log.txt') }],
  ], { also: EDIT, note: APPEND }),
  t("open up the picture of Caleb on the tractor", 'read_media_file', { path: W('Pictures/grandkids/caleb_tractor.jpg') }),
  t("what pictures do I have in the grandkids folder", 'list_directory', { path: W('Pictures/grandkids') }),
  t("find that letter I wrote to the county fella about the assessment", 'search_files', { path: W.home, pattern: ['assessor', 'county', '*county*', '*assessor*'] }, { also: FIND }),
  m("pastor Mike got a new phone number it's 555 0192 change it in the church directory", [
    ['read_text_file', { path: W('Documents/church_directory.txt') }],
    ['edit_file', { path: W('Documents/church_directory.txt') }],
  ], { also: EDIT, note: 'the old number must be read first' }),
  open("write me a new letter to my sister Ruth saying the corn is knee high already and we sure miss her", ['write_file'], { note: 'a new file, e.g. in Documents/letters; name and wording up to the assistant' }),
  t("how big is the old barn picture my granddaughter wants me to email it", 'get_file_info', { path: W('Pictures/farm/barn_1975.jpg') }, { also: SIZE }),
  t("when did I write that letter to Ruth", 'get_file_info', { path: W('Documents/letters/to_ruth.txt') }),
  t("remember my doctors name is Dr Patel at Mercy in Des Moines", 'create_entities', {
    entities: [[{ name: 'Dr Patel', entityType: 'person', observations: ["Walt's doctor", 'Works at Mercy in Des Moines'] }]],
  }, { also: NEW }),
  t("whats my doctors name again", 'search_nodes', { query: ['doctor', 'Dr Patel', 'Patel'] }),
  m("remember Emma is my granddaughter she graduated from Iowa State in May", [
    ['create_entities', { entities: [[{ name: 'Emma', entityType: 'person', observations: ["Walt's granddaughter", 'Graduated from Iowa State in May'] }]] }],
    ['create_relations', { relations: [[{ from: 'Emma', to: 'Walt', relationType: 'granddaughter of' }]] }],
  ], { note: 'Walt may need to be created as an entity first' }),
  m("and Caleb is her little brother he's nine", [
    ['create_entities', { entities: [[{ name: 'Caleb', entityType: 'person', observations: ["Emma's little brother", 'Nine years old'] }]] }],
    ['create_relations', { relations: [[{ from: 'Caleb', to: 'Emma', relationType: 'brother of' }]] }],
  ], {
    h: ["remember Emma is my granddaughter she graduated from Iowa State in May", "I've saved that Emma is your granddaughter and graduated from Iowa State in May."],
    note: 'a relation to Walt (grandson of) may be added too',
  }),
  m("you can forget that Dr Patel has Thursday hours that changed", [
    ['open_nodes', { names: [['Dr Patel']] }],
    ['delete_observations', {}],
  ], { also: ['search_nodes'], note: 'the exact text of the Thursday observation must be looked up first' }),
  t("read me Ruth's pie crust recipe nice and slow", 'read_text_file', { path: W('Documents/recipes/ruths_pie_crust.txt') }, { also: RT }),
  t("show me all my folders and whats in them", 'directory_tree', { path: W.home }, { also: TREE }),
  open("put the seed orders file in a new folder called farm papers", ['create_directory', 'move_file'], { note: 'create a folder such as Documents/farm papers, then move Documents/seed_orders_2024.txt into it' }),
  t("whats in the taxes folder", 'list_directory', { path: W('Documents/taxes') }),
  t("try adding 2 and 2 on that test computer thing my grandson set up", 'get-sum', { a: 2, b: 2 }),
  t("read me the one to the county", 'read_text_file', { path: W('Documents/letters/to_county_assessor.txt') }, {
    also: RT,
    h: ["whats in my letters folder", "You have two letters in there: to_ruth.txt and to_county_assessor.txt."],
  }),
  t("how many bags of soybeans did I order this year look in the seed orders", 'read_text_file', { path: W('Documents/seed_orders_2024.txt') }, { also: RT }),
  t("in the church directory Hendersen is spelled wrong it should be Henderson fix that", 'edit_file', {
    path: W('Documents/church_directory.txt'),
    edits: [[{ oldText: 'Hendersen', newText: 'Henderson' }]],
  }, { also: EDIT }),
  t("what all do you remember about my family", 'read_graph', {}, { also: ['search_nodes'] }),
  n("when is a good time to plant sweet corn in central Iowa"),
  n("how do you spell rheumatism"),
  n("is it alright to take Tylenol when you're on warfarin"),
  n("whats 40 acres times 52 bushels"),
  n("tell me a joke about tractors"),
  n("who won the World Series in 1969"),
  n("and in a quart", { h: ["how many ounces in a cup", "There are 8 fluid ounces in a cup."] }),
  n("help me write a birthday card for my great grandson he turns five and he loves dinosaurs"),
  n("why do my knees ache more when it's fixing to rain"),
  n("whats the difference between a heifer and a cow"),
  n("good morning how are you doing today"),

  // ───────────── 7. Yuki Tanaka (Osaka, terse / Japanese) ─────────────
  t("weekly_2024-06-14.md を開いてください。", 'read_text_file', { path: Y('work/reports/weekly_2024-06-14.md') }, { also: RT, l: 'ja' }),
  t("Read the 6/12 meeting notes.", 'read_text_file', { path: Y('work/projects/alpha/meeting_notes_0612.md') }, { also: RT }),
  t("List work/reports with sizes.", 'list_directory_with_sizes', { path: Y('work/reports') }),
  t("alphaプロジェクトのフォルダ構成を見せて", 'directory_tree', { path: Y('work/projects/alpha') }, { also: TREE, l: 'ja' }),
  t("Update schedule.md: 'Release: 7/1' -> 'Release: 7/15'.", 'edit_file', {
    path: Y('work/projects/alpha/schedule.md'),
    edits: [[{ oldText: 'Release: 7/1', newText: 'Release: 7/15' }]],
  }, { also: EDIT }),
  m("Add a risk to risks.md: vendor API delay.", [
    ['read_text_file', { path: Y('work/projects/alpha/risks.md') }],
    ['edit_file', { path: Y('work/projects/alpha/risks.md') }],
  ], { also: EDIT, note: APPEND }),
  t("Create folder work/projects/beta.", 'create_directory', { path: Y('work/projects/beta') }),
  t("Create work/projects/beta/README.md, one line: Project Beta kickoff 2024-07-01", 'write_file', {
    path: Y('work/projects/beta/README.md'),
    content: ['Project Beta kickoff 2024-07-01', 'Project Beta kickoff 2024-07-01\n'],
  }),
  t("Find all meeting notes files.", 'search_files', { path: Y.home, pattern: ['meeting_notes', 'meeting_notes*', '*meeting_notes*', 'meeting'] }, { also: FIND }),
  t("家計簿の最後の10行を見せて", 'read_text_file', { path: Y('personal/kakeibo_2024.csv'), tail: 10 }, { also: ['read_file'], l: 'ja' }),
  t("Compare this week's and last week's weekly report.", 'read_multiple_files', { paths: Y.many('work/reports/weekly_2024-06-07.md', 'work/reports/weekly_2024-06-14.md') }, { also: RM }),
  t("Show the Sapporo tower photo.", 'read_media_file', { path: Y('personal/photos/sapporo_tower.jpg') }),
  t("Rename hokkaido.txt to hokkaido_2024.txt.", 'move_file', { source: Y('personal/ryokou/hokkaido.txt'), destination: Y('personal/ryokou/hokkaido_2024.txt') }),
  t("Remember: Suzuki-san is client PM for Project Alpha. Prefers email, not Slack.", 'create_entities', {
    entities: [[{ name: 'Suzuki-san', entityType: 'person', observations: ['Client PM for Project Alpha', 'Prefers email, not Slack'] }]],
  }, { also: NEW, note: 'a relation to Project Alpha may be added too' }),
  t("Link Suzuki-san to Project Alpha as client contact.", 'create_relations', {
    relations: [[{ from: 'Suzuki-san', to: 'Project Alpha', relationType: 'client contact for' }]],
  }),
  t("鈴木さんについて覚えていることは？", 'search_nodes', { query: ['鈴木', 'Suzuki', 'Suzuki-san'] }, { l: 'ja' }),
  m("Suzuki-san uses Slack now. Remove the email note.", [
    ['delete_observations', { deletions: [[{ entityName: 'Suzuki-san', observations: ['Prefers email, not Slack'] }]] }],
    ['add_observations', { observations: [[{ entityName: 'Suzuki-san', contents: ['Uses Slack now'] }]] }],
  ], { also: ['open_nodes'], note: 'the stored observation text may need to be looked up first' }),
  t("When was risks.md last modified?", 'get_file_info', { path: Y('work/projects/alpha/risks.md') }),
  t("Demo server: run long-running op, 20 sec, 4 steps.", 'trigger-long-running-operation', { duration: 20, steps: 4 }),
  t("Echo 'こんにちは' on the test server.", 'echo', { message: 'こんにちは' }),
  t("Open the 3rd.", 'read_text_file', { path: Y('work/projects/alpha/risks.md') }, {
    also: RT,
    h: ["List work/projects/alpha.", "work/projects/alpha contains schedule.md, meeting_notes_0612.md and risks.md."],
  }),
  t("Yoga schedule, first 3 lines only.", 'read_text_file', { path: Y('personal/yoga.txt'), head: 3 }, { also: ['read_file'] }),
  t("Toggle simulated logging on the demo server.", 'toggle-simulated-logging'),
  m("I'm off Project Gamma. Remove my link to it.", [
    ['open_nodes', { names: [['Project Gamma']] }],
    ['delete_relations', {}],
  ], { also: ['search_nodes', 'read_graph'], note: 'the relation (from Yuki, type such as works on) must be looked up first' }),
  t("What's in my home dir?", 'list_directory', { path: Y.home }),
  n("Translate to polite business Japanese: 'We need to postpone the release by two weeks.'"),
  n("ガントチャートとWBSの違いを簡単に説明して", { l: 'ja' }),
  n("Make concise: 'I would like to kindly ask if it would be possible for you to send the documents by Friday, if that is not too much trouble.'"),
  n("Tips for running a retro with a quiet team."),
  n("Working days from 6/17 to 7/15 inclusive, weekdays only?"),
  n("Can one task have two A's?", { h: ["What is RACI?", "RACI stands for Responsible, Accountable, Consulted and Informed — a matrix that shows who does what on each task."] }),
  n("7月に北海道へ行くならおすすめの場所は？", { l: 'ja' }),
  n("Formal email subject line for a schedule delay notice."),
  n("2,400,000 yen in 万円?"),
  n("Yoga pose for lower back pain after long meetings?"),

  // ───────────── 8. Liam Kowalski (Dublin, teen) ─────────────
  t("wats on my timetable tmrw its wed", 'read_text_file', { path: L('school/timetable.txt') }, { also: RT }),
  t("open irish oral notes i have it in 2 days lol im cooked", 'read_text_file', { path: L('school/irish_oral_notes.txt') }, { also: RT }),
  t("how many mods i got in the mods folder", 'list_directory', { path: L('games/minecraft/mods') }),
  t("which mod is the biggest", 'list_directory_with_sizes', { path: L('games/minecraft/mods'), sortBy: 'size' }),
  t("show me my base screenshot", 'read_media_file', { path: L('games/minecraft/screenshots/base.png') }),
  m("add play.hypixel.net to my servers list", [
    ['read_text_file', { path: L('games/minecraft/servers.txt') }],
    ['edit_file', { path: L('games/minecraft/servers.txt') }],
  ], { also: EDIT, note: APPEND }),
  t("find my maths hw i swear i did it", 'search_files', { path: L.home, pattern: ['homework', '*homework*', 'hw', 'maths'] }, { also: FIND }),
  t("savings file how much i got", 'read_text_file', { path: L('money/savings.txt') }, { also: RT }),
  t("update gym log bench 40kg -> 45kg 💪", 'edit_file', {
    path: L('gym/log.txt'),
    edits: [[{ oldText: 'bench 40kg', newText: 'bench 45kg' }]],
  }, { also: EDIT, note: 'the exact wording in the log may differ' }),
  open("make a folder for my transition year stuff", ['create_directory'], { note: 'name and place up to the assistant, e.g. school/TY or transition_year' }),
  t("rename history_essay_1916.docx to history_essay_FINAL.docx", 'move_file', { source: L('school/history_essay_1916.docx'), destination: L('school/history_essay_FINAL.docx') }),
  t("when did i last save the history essay", 'get_file_info', { path: L('school/history_essay_1916.docx') }),
  t("remember my mate cians xbox gamertag is CianTheBeast07", 'create_entities', {
    entities: [[{ name: 'Cian', entityType: 'person', observations: ["Liam's mate", 'Xbox gamertag CianTheBeast07'] }]],
  }, { also: NEW }),
  t("whats cians gamertag again", 'search_nodes', { query: ['Cian', 'gamertag'] }),
  t("forget cian hes not my mate anymore", 'delete_entities', { entityNames: [['Cian']] }),
  m("remember oisin and cian are brothers", [
    ['create_entities', { entities: [[{ name: 'Oisín', entityType: 'person', observations: ["Cian's brother"] }], [{ name: 'Oisin', entityType: 'person', observations: ["Cian's brother"] }]] }],
    ['create_relations', { relations: [[{ from: 'Oisín', to: 'Cian', relationType: 'brother of' }], [{ from: 'Oisin', to: 'Cian', relationType: 'brother of' }]] }],
  ], { note: 'Cian may need to be created too' }),
  t("otworz przepis babci na pierogi", 'read_text_file', { path: L('babcia/przepis_pierogi.txt') }, { also: RT, l: 'pl' }),
  t("wpisz do pliku babcia/zakupy.txt: maka, twarog, cebula, ziemniaki", 'write_file', {
    path: L('babcia/zakupy.txt'),
    content: ['maka, twarog, cebula, ziemniaki', 'maka, twarog, cebula, ziemniaki\n', 'mąka, twaróg, cebula, ziemniaki', 'maka\ntwarog\ncebula\nziemniaki\n'],
  }, { l: 'pl' }),
  t("yo show me the env vars on the test server", 'get-env'),
  t("run the research thing on best minecraft seeds 1.21", 'simulate-research-query', { topic: ['best minecraft seeds 1.21', 'best Minecraft seeds 1.21'] }),
  t("wats in the maths one", 'list_directory', { path: L('school/maths') }, {
    h: ["whats in my school folder", "school has history_essay_1916.docx, irish_oral_notes.txt, timetable.txt and a maths folder."],
  }),
  t("tree of games folder", 'directory_tree', { path: L('games') }, { also: TREE }),
  t("first 3 lines of servers.txt", 'read_text_file', { path: L('games/minecraft/servers.txt'), head: 3 }, { also: ['read_file'] }),
  t("wat folders can u actually see", 'list_allowed_directories'),
  t("give me the tiny pic from the demo thing", 'get-tiny-image'),
  n("what actually happened in the 1916 rising quick summary"),
  n("how do u say 'my favourite sport is hurling' in irish"),
  n("is 1.21 or 1.20 better for modded"),
  n("help me text my mam that ill be home late cos training ran over"),
  n("45 euro a week for 12 weeks how much is that"),
  n("im 62kg so how much is that", { h: ["how much protein should a 16 yr old eat", "Roughly 0.8–1.2 g of protein per kg of body weight a day, a bit more if you train a lot."] }),
  n("explain pythagoras quick i have a test"),
  n("is creatine safe at 16"),
  n("make my essay intro sound smarter: 'The 1916 rising was a big deal because lots of people died and it changed ireland'"),
  n("jak sie mowi po polsku happy name day babcia", { l: 'pl' }),

  // ───────────── 9. Fatima Al-Sayed (Amman, careful English / Arabic) ─────────────
  t("Could you please show me which medicines expire this month? The file is pharmacy/stock_expiry.csv.", 'read_text_file', { path: F('pharmacy/stock_expiry.csv') }, { also: RT }),
  t("افتح لي ملف وصفة المقلوبة من فضلك", 'read_text_file', { path: F('home/recipes/maqluba.txt') }, { also: RT, l: 'ar' }),
  t("What files are in my orders folder, please?", 'list_directory', { path: F('pharmacy/orders') }),
  t("Please compare the May and June orders and tell me what is different.", 'read_multiple_files', { paths: F.many('pharmacy/orders/order_may.txt', 'pharmacy/orders/order_june.txt') }, { also: RM }),
  m("Please add 'Amoxicillin 500mg x 20 boxes' to the June order.", [
    ['read_text_file', { path: F('pharmacy/orders/order_june.txt') }],
    ['edit_file', { path: F('pharmacy/orders/order_june.txt') }],
  ], { also: EDIT, note: APPEND }),
  t("In the suppliers file, please change Dr. Khaled's number from 0791234567 to 0797654321.", 'edit_file', {
    path: F('pharmacy/suppliers_contacts.txt'),
    edits: [[{ oldText: '0791234567', newText: '0797654321' }]],
  }, { also: EDIT }),
  t("How large is the graduation photo of Yousef? I would like to print it.", 'get_file_info', { path: F('family/photos/yousef_graduation.jpg') }, { also: SIZE }),
  t("Please show me Yousef's graduation photo.", 'read_media_file', { path: F('family/photos/yousef_graduation.jpg') }),
  t("Please make a new folder for the July orders, next to the others.", 'create_directory', { path: F('pharmacy/orders/july') }, { note: 'another name such as order_july or July is fine' }),
  t("Where is my license renewal document? I cannot find it anywhere.", 'search_files', { path: F.home, pattern: ['license', '*license*', 'license_renewal', 'renewal'] }, { also: FIND }),
  t("When was the children's schedule last updated?", 'get_file_info', { path: F('family/children_schedule.txt') }),
  m("أضف إلى ملف تقدم الحفظ: أنهيت الجزء الخامس", [
    ['read_text_file', { path: F('study/quran_juz_progress.txt') }],
    ['edit_file', { path: F('study/quran_juz_progress.txt') }],
  ], { also: EDIT, note: APPEND, l: 'ar' }),
  m("Please remember that my son Yousef graduated in civil engineering from the University of Jordan.", [
    ['create_entities', { entities: [[{ name: 'Yousef', entityType: 'person', observations: ["Fatima's son", 'Graduated in civil engineering from the University of Jordan'] }]] }],
    ['create_relations', { relations: [[{ from: 'Yousef', to: 'Fatima', relationType: 'son of' }]] }],
  ], { also: NEW, note: 'Fatima may need to be created as an entity first; the relation is optional' }),
  m("Please also remember that my daughter Layla is allergic to penicillin.", [
    ['create_entities', { entities: [[{ name: 'Layla', entityType: 'person', observations: ["Fatima's daughter", 'Allergic to penicillin'] }]] }],
    ['create_relations', { relations: [[{ from: 'Layla', to: 'Fatima', relationType: 'daughter of' }]] }],
  ], { also: NEW, note: 'the relation is optional' }),
  t("And she is in grade 11.", 'add_observations', {
    observations: [[{ entityName: 'Layla', contents: ['In grade 11'] }]],
  }, { h: ["Please also remember that my daughter Layla is allergic to penicillin.", "I've noted that your daughter Layla is allergic to penicillin."] }),
  t("ماذا تتذكر عن ليلى؟", 'search_nodes', { query: ['Layla', 'ليلى'] }, { l: 'ar' }),
  t("Please delete Ahmad the delivery driver from memory; he no longer works with us.", 'delete_entities', { entityNames: [['Ahmad']] }),
  t("Please show me the whole tree of my pharmacy folder.", 'directory_tree', { path: F('pharmacy') }, { also: TREE }),
  t("Please write a file home/ramadan_shopping.txt with: dates, lentils, rice, yoghurt, qamar al-din.", 'write_file', {
    path: F('home/ramadan_shopping.txt'),
    content: ['dates, lentils, rice, yoghurt, qamar al-din', 'dates, lentils, rice, yoghurt, qamar al-din\n', 'dates\nlentils\nrice\nyoghurt\nqamar al-din\n'],
  }),
  t("Could you test the annotated message feature with a success message, including the image?", 'get-annotated-message', { messageType: 'success', includeImage: true }),
  t("Please run a research query about vitamin D deficiency in Jordan on the demo server.", 'simulate-research-query', { topic: ['vitamin D deficiency in Jordan', 'Vitamin D deficiency in Jordan'] }),
  t("Please open the mansaf one.", 'read_text_file', { path: F('home/recipes/mansaf.txt') }, {
    also: RT,
    h: ["What recipes do I have saved?", "In home/recipes you have maqluba.txt and mansaf.txt."],
  }),
  m("Please move ramadan_plan.txt into a new folder called home/ramadan.", [
    ['create_directory', { path: F('home/ramadan') }],
    ['move_file', { source: F('home/ramadan_plan.txt'), destination: F('home/ramadan/ramadan_plan.txt') }],
  ]),
  t("List the pharmacy folder with file sizes, biggest first.", 'list_directory_with_sizes', { path: F('pharmacy'), sortBy: 'size' }),
  n("ما الفرق بين الباراسيتامول والإيبوبروفين للمرأة الحامل؟", { l: 'ar' }),
  n("What is the usual adult dose of amoxicillin for a sinus infection?"),
  n("Please translate into English for a tourist customer: 'يرجى تناول الدواء بعد الأكل مرتين يومياً'"),
  n("Write a short polite note to a customer explaining that antibiotics need a prescription."),
  n("If one box costs 3.75 JOD and I order 40 boxes, what is the total?"),
  n("And after opening?", { h: ["How should insulin be stored?", "Unopened insulin should be kept in the fridge at 2–8 °C and never frozen."] }),
  n("اقترح علي طبق سحور خفيف ومغذي", { l: 'ar' }),
  n("Please correct my English: 'The medicine is finish, we will bring it tomorrow inshallah.'"),
  n("Which drug interactions should I warn customers about with clarithromycin?"),
  n("Tell me something nice to say to my son on his graduation day."),
  n("Thank you, that is all for now."),

  // ───────────── 10. Nguyễn Thu Hà (Seoul, English / Vietnamese / Korean) ─────────────
  t("mở giúp mình file brief của chiến dịch summer glow nha", 'read_text_file', { path: H('work/campaigns/summer_glow/brief.md') }, { also: RT, l: 'vi' }),
  t("show me the korean banner", 'read_media_file', { path: H('work/campaigns/summer_glow/visuals/banner_ko.png') }),
  t("visuals 폴더에 뭐 있어?", 'list_directory', { path: H('work/campaigns/summer_glow/visuals') }, { l: 'ko' }),
  t("kpi.csv for summer glow — what's the CTR in week 3?", 'read_text_file', { path: H('work/campaigns/summer_glow/kpi.csv') }, { also: RT }),
  m("add 'chuẩn bị ảnh hộ chiếu mới' to my ARC renewal checklist", [
    ['read_text_file', { path: H('personal/visa/ARC_renewal_checklist.txt') }],
    ['edit_file', { path: H('personal/visa/ARC_renewal_checklist.txt') }],
  ], { also: EDIT, note: APPEND }),
  t("first 10 lines of my korean vocab for week 12 pls", 'read_text_file', { path: H('work/korean_class/vocab_week12.txt'), head: 10 }, { also: ['read_file'] }),
  t("search for anything with visa in the name", 'search_files', { path: H.home, pattern: ['visa', '*visa*'] }, { also: FIND }),
  t("create work/campaigns/autumn_calm", 'create_directory', { path: H('work/campaigns/autumn_calm') }),
  t("move banner_vi.png into the autumn_calm folder, we're reusing it", 'move_file', { source: H('work/campaigns/summer_glow/visuals/banner_vi.png'), destination: H('work/campaigns/autumn_calm/banner_vi.png') }),
  t("in the summer glow brief change 'Launch: July 1' to 'Launch: July 8'", 'edit_file', {
    path: H('work/campaigns/summer_glow/brief.md'),
    edits: [[{ oldText: 'Launch: July 1', newText: 'Launch: July 8' }]],
  }, { also: EDIT }),
  t("how big are the banners? agency says max 500kb", 'list_directory_with_sizes', { path: H('work/campaigns/summer_glow/visuals') }, { also: INFO }),
  t("nhớ giúp mình: chị Minji là trưởng nhóm, thích cà phê đá", 'create_entities', {
    entities: [[{ name: 'Minji', entityType: 'person', observations: ["Hà's team lead", 'Likes iced coffee'] }]],
  }, { also: NEW, l: 'vi', note: 'observations may be stored in Vietnamese' }),
  t("link Minji as my team lead", 'create_relations', {
    relations: [[{ from: 'Minji', to: 'Hà', relationType: 'team lead of' }], [{ from: 'Minji', to: 'Ha', relationType: 'team lead of' }], [{ from: 'Minji', to: 'Nguyễn Thu Hà', relationType: 'team lead of' }]],
  }, { note: 'Hà may need to be created as an entity first' }),
  t("민지 씨에 대해 뭐 기억하고 있어?", 'search_nodes', { query: ['Minji', '민지'] }, { l: 'ko' }),
  m("forget that Minji likes iced coffee, she quit caffeine lol", [
    ['open_nodes', { names: [['Minji']] }],
    ['delete_observations', {}],
  ], { also: ['search_nodes'], note: 'the stored observation text must be looked up first' }),
  t("write personal/recipes/banh_mi_shopping.txt: baguette, pate, pickled carrot, cilantro, chili", 'write_file', {
    path: H('personal/recipes/banh_mi_shopping.txt'),
    content: ['baguette, pate, pickled carrot, cilantro, chili', 'baguette, pate, pickled carrot, cilantro, chili\n', 'baguette\npate\npickled carrot\ncilantro\nchili\n'],
  }),
  t("when did I last edit my budget?", 'get_file_info', { path: H('personal/budget_2024.csv') }),
  t("test: add 17 and 25 with the demo sum tool", 'get-sum', { a: 17, b: 25 }),
  t("what does the structured content demo give for New York?", 'get-structured-content', { location: 'New York' }),
  t("open kpi", 'read_text_file', { path: H('work/campaigns/summer_glow/kpi.csv') }, {
    also: RT,
    h: ["list work/campaigns/summer_glow", "It has brief.md, kpi.csv and a visuals folder."],
  }),
  t("đổi tên nó thành pho_bo_me_nau.txt nha", 'move_file', { source: H('personal/recipes/pho_bo.txt'), destination: H('personal/recipes/pho_bo_me_nau.txt') }, {
    l: 'vi',
    h: ["có gì trong thư mục personal/recipes?", "Trong đó có một file: pho_bo.txt."],
  }),
  t("show me the han river picnic pic 🧺", 'read_media_file', { path: H('personal/photos/hanriver_picnic.jpg') }),
  t("tree of my work folder", 'directory_tree', { path: H('work') }, { also: TREE }),
  t("remember my mom's birthday is 20/10 — same day as Vietnamese Women's Day haha", 'create_entities', {
    entities: [[{ name: 'Mom', entityType: 'person', observations: ["Hà's mother", 'Birthday is 20 October (same day as Vietnamese Women\'s Day)'] }]],
  }, { also: NEW, note: 'the entity may be named Mom, Mẹ or similar' }),
  t("open my pho recipe, mom's version", 'read_text_file', { path: H('personal/recipes/pho_bo.txt') }, { also: RT }),
  n("dịch sang tiếng Hàn giúp mình: 'Cảm ơn chị đã giúp em hôm nay'", { l: 'vi' }),
  n("'수고하셨습니다'는 언제 쓰는 거야?", { l: 'ko' }),
  n("catchy english tagline for a sunscreen that leaves no white cast"),
  n("when emailing a korean client is it -요 or -니다?"),
  n("30% of 2,400,000 won?"),
  n("and in Jeju?", { h: ["best time to see cherry blossoms in Seoul?", "Usually the first week or two of April, depending on the year."] }),
  n("how do i ask for a raise in a korean company without it being awkward"),
  n("công thức nước mắm chấm chua ngọt là gì vậy?", { l: 'vi' }),
  n("rewrite, more premium: 'our product is good for skin and make it bright'"),
  n("what's the difference between a D-10 and an E-7 visa, roughly"),
];

// Memory writes are scored by their tools: the words a record keeps are the writer's own, as in the fourteenth list.
const WORDED_WRITES = new Set(['create_entities', 'add_observations', 'create_relations', 'delete_observations']);
export default cases.map((c) => ({ ...c, calls: c.calls.map((call) => (WORDED_WRITES.has(call.name) ? { ...call, arguments: {} } : call)) }));
