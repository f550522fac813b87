/**
 * Everyday requests, twenty-second list: ten people, about 35 requests each,
 * written the way each of them types over a few weeks.
 *
 * Tools are named without their server (read_text_file, search_nodes, get-sum).
 * Paths are given absolute or home-relative through `at(home)`; where a person
 * names a new file or folder loosely, `alts` lists the few names an assistant
 * would reasonably pick. History (h) is earlier turns, user first, then the
 * assistant's reply, alternating.
 */
import { m, n, open, t } from './case-helpers.mjs';
import { at, both, read, look, list, info, readAll, append, find, remember, addFact, recall, correct, whatYouKnow, write } from './case-shorthands.mjs';

// several acceptable paths for one new file or folder: absolute and relative of each name
const alts = (p, ...rels) => rels.flatMap((r) => p(r));
const mkdir = (q, path, x = {}) => t(q, 'create_directory', { path }, x);
const mv = (q, source, destination, x = {}) => t(q, 'move_file', { source, destination }, x);
const edit = (q, path, x = {}) => t(q, 'edit_file', { path }, { also: ['write_file'], ...x });
const forget = (q, names, x = {}) => t(q, 'delete_entities', { entityNames: [names] }, x);
const tree = (q, path, x = {}) => t(q, 'directory_tree', { path }, { also: ['list_directory', 'list_directory_with_sizes'], ...x });
const sizes = (q, path, x = {}) => t(q, 'list_directory_with_sizes', { path, sortBy: ['size', ''] }, { also: ['list_directory', 'get_file_info'], ...x });

/* ---------------------------------------------------------------------------
 * Margaret "Maggie" O'Donnell, 61, hospice chaplain in Galway, Ireland.
 * Warm, full sentences, polite, sometimes dictates; a native Irish speaker who
 * slips into Irish now and then. Catholic, but works with families of every
 * faith and none.
 * /home/maggie
 *   Documents/services/   blessing_for_the_dying.txt, funeral_reflection_template.txt,
 *                         hymns.txt, memorial_service_march_2025.txt, readings_list.txt
 *   Documents/visits/     visit_log_2025.csv, family_contacts.txt
 *   Documents/supervision/ supervision_notes_feb.txt, cpe_reflection_paper.md
 *   Documents/admin/      mileage_claims_2025.csv, rota_april.txt
 *   Documents/personal/   recipes/brown_bread.txt, pilgrimage_knock_2024.txt
 *   Desktop/              to_do.txt, retreat_booking_glenstal.pdf
 *   Pictures/             garden_bench_dedication.jpg, remembrance_tree.jpg
 * ------------------------------------------------------------------------- */
const MAGGIE = '/home/maggie';
const mg = at(MAGGIE);
const maggieServices = "In Documents/services you have:\n- blessing_for_the_dying.txt\n- funeral_reflection_template.txt\n- hymns.txt\n- memorial_service_march_2025.txt\n- readings_list.txt";

const maggie = [
  read('could you open my blessing for the dying please, I want to change a line before I go in this afternoon', mg('Documents/services/blessing_for_the_dying.txt')),
  n("What would be a good short reading for a family who aren't religious at all but still want something said at the bedside"),
  append('add to my visit log please: 14 May, room 6, Mr Keane, anointing, daughter present', mg('Documents/visits/visit_log_2025.csv')),
  remember('Please remember that Bridie Fahy in room 3 likes the rosary said in Irish and her son is called Declan', 'Bridie Fahy', 'person', ['in room 3', 'likes the rosary said in Irish', 'son is called Declan']),
  recall("what did I tell you about Bridie's son, I've gone blank on his name", ['Bridie', 'Bridie Fahy', 'Declan']),
  n("How would I say 'may you be at peace' in Irish, the proper way, not the Google way"),
  read("An bhféadfá liosta na n-iomann a thaispeáint dom, le do thoil?", mg('Documents/services/hymns.txt'), { l: 'ga' }),
  list('what have I in the services folder', mg('Documents/services')),
  read('the march one please, the memorial', mg('Documents/services/memorial_service_march_2025.txt'), {
    h: ['what have I in the services folder', maggieServices],
  }),
  m("make me a new file for the Keane funeral on Friday, start it off from my reflection template, call it keane funeral", [
    ['read_text_file', { path: mg('Documents/services/funeral_reflection_template.txt') }],
    ['write_file', { path: alts(mg, 'Documents/services/keane_funeral.txt', 'Documents/services/keane funeral.txt', 'Documents/services/Keane_funeral.txt', 'Documents/services/keane_funeral.md') }],
  ]),
  n("I'm feeling very drained after three deaths on the ward this week. Is that normal for someone in my line of work, after all these years"),
  n('Is there a gentle way of telling a family that the end is close, without frightening the children? They are 7 and 10'),
  n("how do I put a photo into a Word document for the memorial booklet, it keeps jumping around the page"),
  readAll("open my supervision notes from February and the CPE paper together, I've a feeling I'm repeating myself", both(mg, 'Documents/supervision/supervision_notes_feb.txt', 'Documents/supervision/cpe_reflection_paper.md')),
  n("How do I make the writing bigger on this screen, my eyes aren't what they were"),
  find("where's my brown bread recipe gone, I can't find it anywhere", MAGGIE, ['brown_bread', 'bread']),
  correct('Sorry, I had that wrong, Bridie is in room 5 now, they moved her on Tuesday', 'Bridie Fahy', 'in room 3', 'in room 5', {
    h: ['Please remember that Bridie Fahy in room 3 likes the rosary said in Irish and her son is called Declan', "I've saved that: Bridie Fahy — in room 3, likes the rosary said in Irish, son is called Declan."],
  }),
  forget('Bridie passed on Sunday, God rest her. You can forget the details about her now', ['Bridie Fahy']),
  n("What's the difference between the anointing of the sick and the last rites? A young nurse asked me and I want to explain it simply"),
  n("Cad é an focal Gaeilge ar 'chaplain'? Tá mé ag scríobh litreach.", { l: 'ga' }),
  n('Is there a good book on spiritual care for people living with dementia? A new volunteer is asking me'),
  n('Can you suggest a short prayer for a staff member whose own mother has just died, something I could say in the staff room'),
  mv('the retreat booking is sitting on my desktop, would you put it in with my personal things', mg('Desktop/retreat_booking_glenstal.pdf'), mg('Documents/personal/retreat_booking_glenstal.pdf')),
  remember('Sr. Philomena is covering for me the week of the 9th of June, remember that for me', 'Sr. Philomena', 'person', ['covering for Maggie the week of 9 June']),
  recall("who's covering me in June again", ['Philomena', 'Sr. Philomena', 'covering']),
  n("is it 'condolences on' or 'condolences for' when you're writing a card"),
  n('The little oak we planted as a remembrance tree looks very poorly, leaves going brown at the edges. Is it the drought do you think'),
  mkdir('make a folder for the November memorial service please, under services', alts(mg, 'Documents/services/memorial_november_2025', 'Documents/services/memorial_november', 'Documents/services/november_memorial', 'Documents/services/November memorial')),
  look('show me the photo of the bench dedication in the garden, the one with the plaque', mg('Pictures/garden_bench_dedication.jpg')),
  append("Cuir 'glaoch ar Mháire faoin gcór' le mo liosta rudaí le déanamh", mg('Desktop/to_do.txt'), { l: 'ga' }),
  edit("lovely, now add the Do not stand at my grave and weep one to that as number 6", mg('Documents/services/readings_list.txt'), {
    h: ['read me the readings list', 'Here is Documents/services/readings_list.txt:\n1. Ecclesiastes 3:1-8 (A time for everything)\n2. John 14:1-6\n3. Psalm 23\n4. "Death is nothing at all" – Henry Scott Holland\n5. Romans 8:35-39'],
  }),
  n("who actually wrote Do not stand at my grave and weep, is it known at all"),
  n("Could you explain what 'complicated grief' means, as opposed to ordinary grief, in a few lines I could give to a family"),
  whatYouKnow('what have you remembered about my patients and colleagues at the minute'),
  n("thanks a million, you've been a great help to me this week"),
];

/* ---------------------------------------------------------------------------
 * Tama Ngata, 27, sheep shearer from Gisborne, Aotearoa New Zealand. Works in
 * a gang on the East Coast runs, training for the Golden Shears. Types on his
 * phone between runs: lowercase, no punctuation, "u", "chur", voice dictation
 * in the shed. Te reo Māori at home.
 * /home/tama
 *   tallies/    tally_2025_season.csv, tally_2024_season.csv, gang_rates.txt
 *   gear/       handpiece_service_log.txt, combs_and_cutters_order.txt
 *   training/   golden_shears_training_plan.md, diet_plan.txt
 *   money/      expenses_2025.csv, ird_return_march_2025.pdf, kiwisaver_statement.pdf
 *   Documents/  cv_shearing.txt
 *   Pictures/   whanau_reunion_2024.jpg, my_board_record_day.jpg, shed_at_tolaga.png
 * ------------------------------------------------------------------------- */
const TAMA = '/home/tama';
const tm = at(TAMA);

const tama = [
  read('hows my tally lookin this season', tm('tallies/tally_2025_season.csv')),
  append('add todays tally 412 full wool at the wairoa shed', tm('tallies/tally_2025_season.csv')),
  n('whats the world record for lambs shorn in 9 hrs'),
  n('my lower back is cooked after 4 runs any stretches that actually help not yoga stuff'),
  readAll('compare this season n last season tallies am i up or down', both(tm, 'tallies/tally_2025_season.csv', 'tallies/tally_2024_season.csv')),
  n('whats a fair rate for crutching per head these days in the hawkes bay'),
  remember('remember uncle rewi is the contractor for the east coast run, his number is 027 something ill give u later', 'Uncle Rewi', 'person', ['contractor for the East Coast run']),
  addFact('his number is 027 448 1093', 'Uncle Rewi', ['phone 027 448 1093'], {
    h: ['remember uncle rewi is the contractor for the east coast run, his number is 027 something ill give u later', "Sweet — saved Uncle Rewi as the contractor for the East Coast run. Send me his number whenever you've got it."],
  }),
  recall('whats rewis number', ['Rewi', 'Uncle Rewi']),
  list('Kia ora e hoa, he aha ngā mea kei roto i taku kōpaki gear?', tm('gear'), { l: 'mi' }),
  n('whats the best way to deal with a gang boss who pays late every week without losing the run'),
  n('sweet as cheers bro'),
  find('where did i put that ird thing from march', TAMA, ['ird', 'tax']),
  n('how do i back up my phone photos onto the computer'),
  n('whats a good brekkie before a 5am start that doesnt sit heavy in the guts'),
  n('how many calories should a shearer eat a day roughly im doing 400 plus a day'),
  write('chuck this in my combs n cutters order file replace whats there: 2 packs cutters, 1 comb, 3 singlets, new moccasins', tm('gear/combs_and_cutters_order.txt')),
  look('show me that pic from my record day', tm('Pictures/my_board_record_day.jpg')),
  n("He aha te kupu Māori mō te 'shearing shed'?", { l: 'mi' }),
  n('hey how do i get the grease out of my jeans its lanolin and dag and its been through the wash twice'),
  m('make a folder called 2024 in tallies and put last seasons tally in it', [
    ['create_directory', { path: tm('tallies/2024') }],
    ['move_file', { source: tm('tallies/tally_2024_season.csv'), destination: tm('tallies/2024/tally_2024_season.csv') }],
  ]),
  n('can i claim my ute as a work expense if i also use it for footy'),
  append('add expense 14 feb fuel 87.50', tm('money/expenses_2025.csv')),
  info('when did the kiwisaver one come in', tm('money/kiwisaver_statement.pdf'), {
    h: ['whats in my money folder', 'Your money folder has:\n- expenses_2025.csv\n- ird_return_march_2025.pdf\n- kiwisaver_statement.pdf'],
  }),
  n('is kiwisaver even worth it if im self employed'),
  remember('my partner hine is due in september remember that so i dont go booking the september run', 'Hine', 'person', ["Tama's partner", 'due in September']),
  recall('when is hine due again i got muddled', ['Hine']),
  t('whats 412 + 389', 'get-sum', { a: 412, b: 389 }),
  n('how do u sharpen combs properly on the grinder whats the angle'),
  append("Tēnā koe, tāpirihia 'he kutikuti hou' ki taku rārangi ota", tm('gear/combs_and_cutters_order.txt'), { l: 'mi' }),
  append('put on my cv i was head shearer at the tolaga bay shed 2025 season', tm('Documents/cv_shearing.txt')),
  n('why does my handpiece get so hot after an hour is that normal or is it stuffed'),
  n('whats the difference between a blade shearer and machine shearer'),
  correct('nah he changed it its 021 556 2270 now', 'Uncle Rewi', 'phone 027 448 1093', 'phone 021 556 2270', {
    h: ['whats rewis number', 'Uncle Rewi — contractor for the East Coast run, phone 027 448 1093.'],
  }),
  n('can u set an alarm for 4am'),
];

/* ---------------------------------------------------------------------------
 * Denise Holloway, 48, official court reporter (stenographer) in Atlanta,
 * Georgia. Fast, exact typist, uses legal shorthand and dates like 5/14.
 * Son Jaylen is a high-school senior. Sings in her church choir.
 * /home/denise
 *   transcripts/2025/  state_v_pruitt_day1.txt, state_v_pruitt_day2.txt,
 *                      civil_hughes_v_dekalb_depo.txt
 *   dictionary/        case_cat_job_dictionary.txt, briefs_custom.txt
 *   invoices/          invoice_log_2025.csv, page_rates.txt
 *   certification/     ccr_renewal_2026.pdf, ceu_credits.txt
 *   personal/          jaylen_college_list.txt, church_choir_schedule.txt
 *   Desktop/           scratch.txt, state_v_tran_arraignment.txt
 * ------------------------------------------------------------------------- */
const DENISE = '/home/denise';
const dn = at(DENISE);
const tranFolder = ['transcripts/2025/state_v_tran', 'transcripts/2025/State_v_Tran', 'transcripts/2025/tran'];

const denise = [
  read('Pull up day 2 of Pruitt. I need to check what the witness said about the parking deck.', dn('transcripts/2025/state_v_pruitt_day2.txt')),
  find("search for anything with 'Hughes' in the name", DENISE, ['Hughes', 'hughes']),
  readAll('open both Pruitt days', both(dn, 'transcripts/2025/state_v_pruitt_day1.txt', 'transcripts/2025/state_v_pruitt_day2.txt')),
  n("what's the difference between a certified transcript and a rough draft? attorney keeps asking me for rough drafts for free"),
  append('add to my invoice log: Hughes v. DeKalb depo, 212 pp, original + 1 copy, billed 5/14', dn('invoices/invoice_log_2025.csv')),
  n("what's the going rate per page for expedited in Georgia? I think I'm undercharging"),
  append("new brief for my custom list: PLEX = plaintiff's exhibit", dn('dictionary/briefs_custom.txt')),
  n('how many wpm do you need to pass the RPR skills test'),
  n('how do I free up space on my laptop, CaseCAT keeps saying the disk is almost full'),
  n('my wrists have been aching after long trial days, any tips before I end up in a brace'),
  remember('Judge Whitfield wants all realtime feeds off during sidebar conversations. Remember that.', 'Judge Whitfield', 'person', ['wants realtime feeds off during sidebar conversations']),
  remember("also Atty. Renata Cole from the DA's office always orders expedited and she's good about paying", 'Renata Cole', 'person', ["attorney at the DA's office", 'always orders expedited', 'pays promptly']),
  recall('what did I tell you about Judge Whitfield', ['Whitfield', 'Judge Whitfield']),
  correct("Correction, it's bench conferences too, not just sidebars", 'Judge Whitfield', 'wants realtime feeds off during sidebar conversations', 'wants realtime feeds off during sidebars and bench conferences', {
    h: ['what did I tell you about Judge Whitfield', 'You told me: Judge Whitfield wants realtime feeds off during sidebar conversations.'],
  }),
  n("is it pronounced vwahr deer or vor dyer, voir dire, I've heard both in the same courthouse"),
  n('how many CEUs do I need for the Georgia CCR renewal'),
  n("is it ok to put [sic] in a transcript when the witness misquotes a statute, or is that editorializing"),
  n("proofread this: 'The witness was sworn by the court reporter, whom was duly authorized to administer oaths.'"),
  list("what's in transcripts 2025", dn('transcripts/2025')),
  mkdir('make a folder for the Tran matter in transcripts/2025', alts(dn, ...tranFolder)),
  mv("now move the Tran arraignment file into it, it's sitting on my desktop", dn('Desktop/state_v_tran_arraignment.txt'), alts(dn, ...tranFolder.map((f) => `${f}/state_v_tran_arraignment.txt`)), {
    h: ['make a folder for the Tran matter in transcripts/2025', 'Done — I created transcripts/2025/state_v_tran.'],
  }),
  n("what does 'nunc pro tunc' mean in plain English"),
  n('best chair for sitting at a steno machine 8 hours a day, I need real lumbar support'),
  write('overwrite my scratch file with just this: call Kim re Pruitt exh. 14 / errata due 5/23', dn('Desktop/scratch.txt')),
  read("show me Jaylen's college list, he's narrowing it down this week", dn('personal/jaylen_college_list.txt')),
  n("when's the FAFSA deadline for the Georgia schools, roughly"),
  remember("Jaylen got into Morehouse!! remember that, I'm so proud of that boy", 'Jaylen', 'person', ["Denise's son", 'got into Morehouse']),
  recall('which schools did I say Jaylen got into so far', ['Jaylen'], { also: ['open_nodes', 'read_graph', 'read_text_file'] }),
  n('Jaylen wants a used car for college. Is a 2015 Civic with 140k miles a bad idea'),
  n('give me a quick checklist for setting up realtime for a hard of hearing juror'),
  t('show me the last 30 lines of Pruitt day 1, I need the closing exchange', 'read_text_file', { path: dn('transcripts/2025/state_v_pruitt_day1.txt'), tail: 30 }),
  n("what's the plural of 'attorney general', I've seen it both ways in the same brief"),
  n("help me word an email to an attorney who hasn't paid in 90 days. firm but polite, I still have to work with him"),
  t("echo back 'testing 1 2 3' so I know this thing is connected", 'echo', { message: ['testing 1 2 3', "'testing 1 2 3'"] }),
  whatYouKnow("list everything you've got saved about attorneys and judges"),
];

/* ---------------------------------------------------------------------------
 * Dimitra "Dimi" Papadaki, 50, tram driver in Melbourne, Australia; came from
 * Thessaloniki at nineteen. Aussie slang in English, Greek with family and
 * church, sometimes Greeklish on her phone. On the panigyri committee.
 * /home/dimi
 *   work/      roster_may.txt, route_96_notes.md, incident_report_draft.txt,
 *              leave_requests.txt, union_meeting_minutes.txt, myki_validator_update.pdf
 *   family/    giagia_recipes/koulourakia.txt, giagia_recipes/spanakopita.txt,
 *              name_days.txt, kids_school_stuff/term2_dates.txt
 *   church/    panigyri_committee_list.txt, donations_2025.csv
 *   money/     budget_2025.csv, car_rego_renewal.pdf
 *   Pictures/  easter_2025_lamb.jpg, tram_class_E_first_day.jpg
 * ------------------------------------------------------------------------- */
const DIMI = '/home/dimi';
const dm = at(DIMI);
const easterDirs = ['Pictures/Easter 2025', 'Pictures/Easter_2025', 'Pictures/easter_2025', 'Pictures/Easter2025'];

const dimi = [
  n('is it normal to get a sore shoulder from the controller on the E class, the handle thing'),
  n('why do melbourne trams have hook turns, my cousin from athens thinks we are mad'),
  read('open my incident report draft need to finish it before handover', dm('work/incident_report_draft.txt')),
  edit('change the time to 14:25 i got it wrong', dm('work/incident_report_draft.txt'), {
    h: ['open my incident report draft need to finish it before handover', "Here's work/incident_report_draft.txt:\nDate: 12/5/25  Route 96  Tram 6012\nLocation: Bourke St near Spencer St\nAt approx 14:35 a cyclist entered the tramway without looking. I applied the emergency brake..."],
  }),
  read('Βρες μου τη συνταγή της γιαγιάς για κουλουράκια', dm('family/giagia_recipes/koulourakia.txt'), { l: 'el', also: ['search_files', 'read_multiple_files'] }),
  n('Πότε γιορτάζει ο Γιώργος φέτος, αφού πέφτει μέσα στη Σαρακοστή;', { l: 'el' }),
  remember('remember my new depot manager is Craig Dunstan, starts monday, apparently a stickler for uniform', 'Craig Dunstan', 'person', ['new depot manager', 'starts Monday', 'stickler for uniform']),
  n('can they knock back annual leave in july if i applied 3 months ahead'),
  n("whats the best way to handle a passenger who wont stop yelling at me, without making it worse"),
  n('kane mou mia lista me ta pragmata pou xreiazomaste gia to panigyri, fagito, karekles, tetoia', { l: 'el' }),
  list('whats in the church folder', dm('church')),
  read("who's on the committee this year", dm('church/panigyri_committee_list.txt'), {
    h: ['whats in the church folder', 'church has:\n- donations_2025.csv\n- panigyri_committee_list.txt'],
  }),
  append('add $50 from kyria Eleni Markou to the donations', dm('church/donations_2025.csv')),
  n('is spanakopita ok to freeze before baking or does the filo go soggy'),
  n('how do i stop this computer going to sleep so fast, its driving me nuts'),
  n("do i still have to pay rego if the car's been off the road for 3 months"),
  remember('Θυμήσου ότι η κουμπάρα μου η Βούλα έχει γενέθλια στις 3 Αυγούστου', 'Βούλα', 'person', ['κουμπάρα της Δήμητρας', 'γενέθλια 3 Αυγούστου'], { l: 'el' }),
  recall("when's Voula's birthday again", ['Voula', 'Βούλα']),
  n('whats a realistic weekly grocery budget for a family of 4 in melbourne now, honestly'),
  n('can u explain negative gearing like im 12, my brother wont shut up about it at lunch'),
  n('my son wants to quit greek school, hes 14, do i let him or push him'),
  n('whats the difference between an enterprise agreement and an award, the union rep lost me'),
  append('add to my 96 notes: temp stop at Nicholson St moved 50m north till end of june', dm('work/route_96_notes.md')),
  n("whats the speed limit for trams through the CBD, a passenger reckons we go too slow"),
  info('Πόσο μεγάλη είναι η φωτογραφία από το Πάσχα με το αρνί;', dm('Pictures/easter_2025_lamb.jpg'), { l: 'el' }),
  correct("craig starts wednesday not monday, they changed it", 'Craig Dunstan', 'starts Monday', 'starts Wednesday', {
    h: ['remember my new depot manager is Craig Dunstan, starts monday, apparently a stickler for uniform', "Got it — saved Craig Dunstan: new depot manager, starts Monday, stickler for uniform."],
  }),
  find('theres a pdf about the new myki validators somewhere find it', DIMI, ['myki', 'validator']),
  m('put the easter lamb photo in a new folder Easter 2025 in pictures', [
    ['create_directory', { path: alts(dm, ...easterDirs) }],
    ['move_file', { source: dm('Pictures/easter_2025_lamb.jpg'), destination: alts(dm, ...easterDirs.map((d) => `${d}/easter_2025_lamb.jpg`)) }],
  ]),
  n('Τι ώρα είναι στη Θεσσαλονίκη αν εδώ είναι 6 το πρωί;', { l: 'el' }),
  n('ta, ur a legend'),
  readAll("read me both yiayia's recipes, the spanakopita and the koulourakia, printing them for my daughter", both(dm, 'family/giagia_recipes/spanakopita.txt', 'family/giagia_recipes/koulourakia.txt')),
  append('Γράψε στις άδειες: 22 Σεπτεμβρίου, ρεπό, γιατρός', dm('work/leave_requests.txt'), { l: 'el' }),
  write('start a new note in work called handover notes and put: tram 6012 door 3 sticking, reported to control 15:10', alts(dm, 'work/handover_notes.txt', 'work/handover notes.txt', 'work/handover_notes.md')),
  forget("forget everything about the old depot manager Phil Greaves, he's gone to Southbank", ['Phil Greaves']),
  n('how do i zip a folder on windows so i can email it'),
];

/* ---------------------------------------------------------------------------
 * Élodie Marchand, 33, perfumer at a fragrance house in Grasse, France. Works
 * in English with the international team, thinks in French; writes compact,
 * technical notes about accords and raw materials.
 * /home/elodie
 *   formules/     accord_figue_v3.txt, accord_figue_v4.txt, chypre_moderne_v12.txt,
 *                 projet_mimosa_brief.md, tubereuse_brief_client.md, vetiver_haiti_essais.txt
 *   matieres/     raw_materials_inventory.csv, ifra_restrictions_51.txt, suppliers.txt
 *   evaluations/  panel_feedback_mimosa.csv, smell_diary.md
 *   perso/        bail_appartement.pdf, lettre_motivation_givaudan.txt, vacances_crete.txt
 *   Pictures/     mimosa_harvest_tanneron.jpg, lab_bench.jpg
 * ------------------------------------------------------------------------- */
const ELODIE = '/home/elodie';
const el = at(ELODIE);
const tubDirs = ['formules/projet_tubereuse', 'formules/tubereuse', 'formules/projet_tubéreuse'];

const elodie = [
  readAll('can you compare figue v3 and v4, what did I actually change', both(el, 'formules/accord_figue_v3.txt', 'formules/accord_figue_v4.txt')),
  read("Montre-moi l'inventaire des matières premières stp", el('matieres/raw_materials_inventory.csv'), { l: 'fr' }),
  n("what's the difference between an absolute and an essential oil, I need to explain it to our new intern"),
  n("c'est quoi déjà la différence de concentration entre eau de parfum et eau de toilette, en pourcentage", { l: 'fr' }),
  n('why was oakmoss restricted by IFRA in the first place, and what do people use instead'),
  append('add to smell diary: today 3pm, ambroxan drydown on chypre v12 too clean, needs something dirty, castoreum?', el('evaluations/smell_diary.md')),
  remember('remember: Julien at the Tanneron farm is my mimosa contact, he said harvest starts late January', 'Julien', 'person', ['mimosa contact at the Tanneron farm', 'harvest starts late January']),
  recall("Qu'est-ce que je t'ai dit sur Julien ?", ['Julien'], { l: 'fr' }),
  n("how do I run a blind smelling test with colleagues so it's actually fair"),
  m('create chypre v13 as a copy of v12 but castoreum 0.5 instead of 0.2', [
    ['read_text_file', { path: el('formules/chypre_moderne_v12.txt') }],
    ['write_file', { path: el('formules/chypre_moderne_v13.txt') }],
  ]),
  n('is castoreum still from real beavers? someone asked me at dinner and I was not sure for the synthetic ones'),
  n('how do I stop my nose getting tired after 40 blotters, coffee beans really work?'),
  append('Ajoute à mes fournisseurs : Biolandes, pour le ciste labdanum', el('matieres/suppliers.txt'), { l: 'fr' }),
  find("I had a file about the vetiver from Haiti, tests, I can't remember the name", ELODIE, ['vetiver', 'haiti']),
  look('show me the mimosa harvest photo, I want it for the moodboard', el('Pictures/mimosa_harvest_tanneron.jpg')),
  n("a more poetic way to say 'drydown' for a marketing brief, the client hates technical words"),
  read('relis ma lettre de motivation pour Givaudan et dis-moi si elle est trop longue', el('perso/lettre_motivation_givaudan.txt'), { l: 'fr' }),
  write('ok raccourcis-la et enregistre la version courte dans un nouveau fichier', alts(el, 'perso/lettre_motivation_givaudan_courte.txt', 'perso/lettre_motivation_givaudan_v2.txt', 'perso/lettre_motivation_givaudan_short.txt'), {
    l: 'fr',
    h: ['relis ma lettre de motivation pour Givaudan et dis-moi si elle est trop longue', "Voici perso/lettre_motivation_givaudan.txt :\nMadame, Monsieur,\nParfumeuse junior depuis quatre ans à Grasse, je souhaite aujourd'hui rejoindre... (environ 620 mots)\nElle est un peu longue : une page de 350 à 400 mots serait plus percutante."],
  }),
  n('je suis épuisée, trois briefs en même temps et tout est urgent, comment je priorise', { l: 'fr' }),
  n("what is hedione exactly? a client asked if it's 'natural' and I want a simple answer"),
  list("what's in formules", el('formules')),
  mkdir("new project folder 'projet_tubereuse' inside formules", alts(el, ...tubDirs)),
  mv('put the tubereuse brief into the new folder', el('formules/tubereuse_brief_client.md'), alts(el, ...tubDirs.map((d) => `${d}/tubereuse_brief_client.md`)), {
    h: ["what's in formules", 'formules contains:\n- accord_figue_v3.txt\n- accord_figue_v4.txt\n- chypre_moderne_v12.txt\n- chypre_moderne_v13.txt\n- projet_mimosa_brief.md\n- projet_tubereuse/\n- tubereuse_brief_client.md\n- vetiver_haiti_essais.txt'],
  }),
  correct('actually he said mid-January, not late, fix it', 'Julien', 'harvest starts late January', 'harvest starts mid-January', {
    h: ["Qu'est-ce que je t'ai dit sur Julien ?", 'Julien est ton contact mimosa à la ferme de Tanneron ; il a dit que la récolte commence fin janvier.'],
  }),
  n("what makes something smell 'green' chemically, like cis-3-hexenol, why that one"),
  n('recommend a book about the history of perfume in Grasse, in English, for my boyfriend'),
  m("Julien's sister Agathe runs the distillery next door, remember her too", [
    ['create_entities', { entities: [[{ name: 'Agathe', entityType: 'person', observations: ['runs the distillery next to the Tanneron farm'] }]] }],
    ['create_relations', { relations: [[{ from: 'Agathe', to: 'Julien', relationType: 'sister of' }]] }],
  ]),
  n("what's the best time of year to go to Crete if I hate crowds"),
  append("ajoute 'louer un scooter à La Canée' à mes vacances", el('perso/vacances_crete.txt'), { l: 'fr' }),
  n('how do I write a fragrance pyramid for a press kit, top heart base, what do journalists expect'),
  n("what's 3.2% of 250 grams"),
  find("where's my apartment lease, the bail", ELODIE, ['bail', 'lease']),
  whatYouKnow('what people do you have in memory for me'),
  forget("forget Agathe, I mixed her up with someone else, she's not related", ['Agathe']),
  n("merci, that's all for today"),
];

/* ---------------------------------------------------------------------------
 * Matteo Zanetti, 58, glassblower; trained in Murano, runs a hot shop and
 * teaches classes in Tacoma, Washington. Types with two fingers, many typos,
 * drops articles, Italian when tired or about family.
 * /home/matteo
 *   studio/     kiln_firing_log.csv, glass_color_recipes.txt, annealing_schedules.txt,
 *               commission_list.txt, gas_bill_notes.txt
 *   classes/    beginner_class_roster_june.csv, waiver_template.txt, class_syllabus.md
 *   shows/      tacoma_art_walk_inventory.csv, booth_checklist.txt
 *   famiglia/   lettere_papà.txt, ricetta_sarde_in_saor.txt
 *   Documents/  insurance_policy_studio.pdf, taxes/schedule_c_2024_notes.txt
 *   Pictures/   chandelier_commission_2024.jpg, murano_furnace_1987.jpg
 * ------------------------------------------------------------------------- */
const MATTEO = '/home/matteo';
const mt = at(MATTEO);

const matteo = [
  n('wat temp should annealer soak for borosilicate vs soft glass'),
  append('log: 5/16 glory hole 2150F, anneal 960 for 2hr, 3 vase cobalt', mt('studio/kiln_firing_log.csv')),
  read('Quanti studenti ho nel corso di giugno?', mt('classes/beginner_class_roster_june.csv'), { l: 'it' }),
  n('why my cobalt come out almost black when is thick, how to get lighter blue'),
  n('what is COE of bullseye glass vs spectrum, can i mix'),
  n('how much i should charge for chandelier 30 arm, i always undercharge'),
  remember('remember mrs Patterson chandelier, deposit paid 1500, balance 3000 on delivery', 'Mrs Patterson', 'person', ['chandelier commission', 'deposit paid $1500', 'balance $3000 due on delivery']),
  recall('how much patterson still owe me', ['Patterson', 'Mrs Patterson']),
  read('Leggimi le lettere di papà', mt('famiglia/lettere_papà.txt'), { l: 'it' }),
  n('who invent the glass blowpipe, romans? my student ask and i dont know for sure'),
  n('how hot is surface of the sun compare to my furnace lol'),
  edit('add line they must wear closed toe shoes and natural fiber cloths, no polyester', mt('classes/waiver_template.txt'), {
    h: ['open the waiver templete', "Here's classes/waiver_template.txt:\nRELEASE OF LIABILITY\nI, ______, understand that glassblowing involves molten glass at temperatures over 2000°F and carries risk of burns and cuts..."],
  }),
  n('what to write on price tag at art walk, people dont know glass is handmade they think is from store'),
  n('how to pack glass for ship to california so it dont break'),
  append('sold 2 paperweight blue swirl and the big amber bowl, update inventory', mt('shows/tacoma_art_walk_inventory.csv')),
  n('Come faccio a non avere bolle nel vetro quando raccolgo dal crogiolo?', { l: 'it' }),
  info('the insurence pdf what date is it, is the renewed one?', mt('Documents/insurance_policy_studio.pdf')),
  find('find my taxes stuff for 2024', MATTEO, ['tax', 'schedule_c']),
  n('my shoulder killing me 40 years turning the pipe, should i see physio or chiropractor'),
  mkdir('make folder classes/july', mt('classes/july')),
  m('copy the june roster into july folder, empty one with same colums', [
    ['read_text_file', { path: mt('classes/beginner_class_roster_june.csv') }],
    ['write_file', { path: alts(mt, 'classes/july/beginner_class_roster_july.csv', 'classes/july/beginner_class_roster.csv', 'classes/july/roster_july.csv') }],
  ], { also: ['read_multiple_files'], h: ['make folder classes/july', 'Created classes/july.'] }),
  remember('remember student named Priya she is allergic to latex, important for the gloves', 'Priya', 'person', ['student', 'allergic to latex']),
  recall('any of my students with allergy?', ['allergy', 'allergic', 'latex', 'Priya']),
  remember('Ricordati che mio fratello Luca arriva da Venezia il 2 luglio', 'Luca', 'person', ['fratello di Matteo', 'arriva da Venezia il 2 luglio'], { l: 'it' }),
  n('what is good italian restaurant near tacoma, real one not olive garden'),
  read('do i have recipe for ruby red, the gold pink one with colloidal gold', mt('studio/glass_color_recipes.txt')),
  read('whats annealing schedule for piece 2 inch thick', mt('studio/annealing_schedules.txt')),
  n('is it safe propane vs natural gas in small glory hole, insurance man ask me'),
  append('Aggiungi alla lista commissioni: vaso per matrimonio Romano, consegna 20 agosto', mt('studio/commission_list.txt'), { l: 'it' }),
  correct('she pay another 1000 today so now 2000 left', 'Mrs Patterson', 'balance $3000 due on delivery', 'balance $2000 due on delivery', {
    h: ['how much patterson still owe me', 'Mrs Patterson: chandelier commission, deposit paid $1500, balance $3000 due on delivery.'],
  }),
  n('why gas so expensive in washington compare last year'),
  mv('move the chandelier photo to shows folder for booth poster', mt('Pictures/chandelier_commission_2024.jpg'), mt('shows/chandelier_commission_2024.jpg')),
  n('grazie mille amico', { l: 'it' }),
  open('show me everything in my studio and classes folders, how is organized', ['directory_tree', 'list_directory', 'list_directory_with_sizes']),
  n('how to make my website show my work better, i have only photos on phone'),
];

/* ---------------------------------------------------------------------------
 * Marcus Bell, 44, Deaf finish carpenter in Columbus, Ohio. ASL is his first
 * language; his written English is short and topic-first, sometimes following
 * ASL order. Wife Tanya (hearing), daughter Imani (Deaf, 3rd grade).
 * /home/marcus
 *   jobs/       hendricks_deck_estimate.txt, hendricks_deck_cutlist.csv,
 *               kitchen_remodel_ruiz.md, job_log_2025.csv, porch_swing_plan.txt
 *   invoices/   invoice_template.txt, unpaid.txt
 *   shop/       tool_inventory.csv, blade_sharpening_log.txt
 *   asl/        interpreter_agencies.txt, vrs_numbers.txt, deaf_club_events.txt
 *   family/     imani_iep_meeting_notes.txt, imani_school_contacts.txt
 *   Desktop/    patel_notes.txt
 *   Pictures/   ruiz_kitchen_before.jpg, ruiz_kitchen_after.jpg, hendricks_deck_sketch.png
 * ------------------------------------------------------------------------- */
const MARCUS = '/home/marcus';
const mc = at(MARCUS);
const patelDirs = ['jobs/patel_basement', 'jobs/patel basement', 'jobs/Patel_basement'];
const hendricksEstimate = "Here's jobs/hendricks_deck_estimate.txt:\nHendricks deck 12x16, composite (Trex Enhance)\nMaterials: $4,950\nLabor: $2,350\nTotal: $7,300";

const marcus = [
  n('stair stringer 7 step, rise 7.5 inch, how cut'),
  read('estimate hendricks, total how much i wrote', mc('jobs/hendricks_deck_estimate.txt')),
  n('deck 12x16 joist 16 on center, need how many 2x6 for decking'),
  append('job log add: 5/15 ruiz kitchen, upper cabinets install, 7 hr', mc('jobs/job_log_2025.csv')),
  remember('remember interpreter name Shonda. she good for construction meeting, know signs for tools', 'Shonda', 'person', ['ASL interpreter', 'good for construction meetings', 'knows the signs for tools']),
  recall('which interpreter i like for job meeting?', ['interpreter', 'Shonda']),
  read('interpreter agency list. need book one for friday walkthrough', mc('asl/interpreter_agencies.txt')),
  n('general contractor meeting, who pay interpreter? ADA law say what'),
  m('show ruiz kitchen before and after pictures', [
    ['read_media_file', { path: mc('Pictures/ruiz_kitchen_before.jpg') }],
    ['read_media_file', { path: mc('Pictures/ruiz_kitchen_after.jpg') }],
  ]),
  n('best way glue up butcher block countertop, no gaps'),
  n('customer 60 day not pay. small claims court ohio, how work?'),
  m('make invoice hendricks from template. deck deposit 60%, $4,380', [
    ['read_text_file', { path: mc('invoices/invoice_template.txt') }],
    ['write_file', { path: alts(mc, 'invoices/invoice_hendricks_deck.txt', 'invoices/hendricks_deck_invoice.txt', 'invoices/invoice_hendricks.txt', 'invoices/hendricks_invoice.txt') }],
  ], { h: ['estimate hendricks, total how much i wrote', hendricksEstimate] }),
  n('festool vs makita track saw. worth money?'),
  append('sharpen log add today: 10in combo blade, sent Johnson sharpening', mc('shop/blade_sharpening_log.txt')),
  read('imani IEP notes open. meeting tomorrow need review', mc('family/imani_iep_meeting_notes.txt')),
  n('deaf kid 3rd grade, IEP accommodation which better, CART or interpreter? she sign fluent'),
  remember('imani new teacher Ms. Alvarez. she sign little, learning', 'Ms. Alvarez', 'person', ["Imani's new teacher", 'signs a little, still learning']),
  n('daughter want learn woodworking, she 8. what tools safe start'),
  n('hearing apprentice ask me how to say router tool in ASL, how describe in text'),
  find('where my file porch swing plan, forget name', MARCUS, ['porch', 'swing']),
  mkdir('new folder jobs/patel basement', alts(mc, ...patelDirs)),
  mv('move patel notes from desktop into that', mc('Desktop/patel_notes.txt'), alts(mc, ...patelDirs.map((d) => `${d}/patel_notes.txt`)), {
    h: ['new folder jobs/patel basement', 'Created jobs/patel_basement.'],
  }),
  n('vrs call keep dropping. my internet problem? upload speed need how much for video relay'),
  n('how make phone flash light when text come. android'),
  edit('change labor 2,600. total 7,550', mc('jobs/hendricks_deck_estimate.txt'), {
    h: ['estimate hendricks, total how much i wrote', hendricksEstimate],
  }),
  n('trex vs timbertech, ohio winter which better'),
  list('what in jobs folder', mc('jobs')),
  forget('shonda move to texas. forget her', ['Shonda']),
  n('today bad day. customer hearing talk only to my wife, not me. my job, my work. tired'),
  recall('imani teacher name again?', ['Imani', 'teacher', 'Alvarez']),
  n('how put my vrs number on google business so hearing customer can call'),
  n('write short text to customer: running 30 min late, traffic on 270, sorry'),
  append('add imani school contacts: Mr. Dale, bus driver, text only 614-555-0182', mc('family/imani_school_contacts.txt')),
  sizes('pictures folder take too much space? show biggest', mc('Pictures')),
  n('thanks. good help'),
];

/* ---------------------------------------------------------------------------
 * Adaeze "Ada" Okafor, 36, owns Crown & Glory Hair Studio in Lekki, Lagos,
 * Nigeria. Busy, types quickly between clients in English and Nigerian Pidgin,
 * Igbo with family. Stylists Blessing and Tobi, new apprentice Chidinma.
 * Son Nnamdi, 11.
 * /home/ada
 *   salon/          appointments_may.csv, price_list_2025.txt, staff_rota.txt,
 *                   staff_salaries.csv, supplier_orders.txt
 *   salon/clients/  client_notes.txt, bridal_bookings.csv
 *   money/          daily_sales_may.csv, rent_receipt_2025.pdf, loan_repayment_plan.txt
 *   marketing/      instagram_captions.txt, promo_ideas.md, flyer_june_promo.png
 *   personal/       church_thanksgiving_list.txt, nnamdi_school_fees.txt
 *   Pictures/       knotless_braids_client.jpg, salon_opening_day.jpg
 * ------------------------------------------------------------------------- */
const ADA = '/home/ada';
const ad = at(ADA);

const ada = [
  n('how do I set up online booking for my salon, which app is good in nigeria'),
  read('How much I dey charge for knotless medium, waist length?', ad('salon/price_list_2025.txt'), { l: 'pcm' }),
  append("add today sales: 187,500 naira, 9 clients, POS 120k, cash 67.5k", ad('money/daily_sales_may.csv')),
  n('how do i stop my apprentices from pressing phone during work without sounding harsh'),
  remember('Remember Mrs Adebayo is allergic to relaxer with lye, she must only use no-lye. very important', 'Mrs Adebayo', 'person', ['allergic to lye relaxers', 'must only use no-lye relaxer']),
  recall('which client get allergy again, the relaxer one', ['allergy', 'allergic', 'relaxer', 'Adebayo']),
  read('show me bridal bookings for june', ad('salon/clients/bridal_bookings.csv')),
  append('new bridal: Ifeoma Nwosu, 21 June, bride + 4 bridesmaids, trial 7 June, deposit 50k paid', ad('salon/clients/bridal_bookings.csv')),
  list('Wetin dey inside my marketing folder?', ad('marketing'), { l: 'pcm' }),
  n('what colour combination will make my flyer stand out, purple and gold or pink and black'),
  n('write 3 instagram captions for knotless braids promo, fun, naija vibe'),
  append('nice, save all 3 at the bottom of my captions file', ad('marketing/instagram_captions.txt'), {
    h: ['write 3 instagram captions for knotless braids promo, fun, naija vibe', "1. Knotless, painless, flawless ✨ Book your June slot before e finish! 💇🏾‍♀️\n2. Your edges called — they said thank you for choosing knotless 😌 #CrownAndGlory\n3. Light on the scalp, heavy on the slay. June promo don land, come collect am! 🔥"],
  }),
  n('how do i calculate PAYE for my staff in lagos, is it compulsory for small business'),
  n('is it better to pay stylists commission or fixed salary for small salon in lagos'),
  remember('Biko chetara m na Chidinma ga-amalite ọrụ na Mọnde', 'Chidinma', 'person', ['apprentice', 'starts work on Monday'], { l: 'ig' }),
  read('who is on sunday shift', ad('salon/staff_rota.txt')),
  edit('swap am, Tobi go work sunday, Blessing off', ad('salon/staff_rota.txt'), {
    l: 'pcm',
    h: ['who is on sunday shift', 'From salon/staff_rota.txt:\nSunday: Blessing (12pm–6pm), Tobi (off)\nMonday: salon closed'],
  }),
  n('client have traction alopecia from too tight braids, what advice i give her'),
  n('is it better to pay off the loan early or buy a new hooded dryer'),
  n('Which braiding extension brand dey good pass, X-pression or Darling?', { l: 'pcm' }),
  n("what's the dollar to naira rate today"),
  find('where that receipt for the shop rent', ADA, ['rent', 'receipt']),
  correct('Chidinma go start Wednesday now not Monday, her mama sick', 'Chidinma', 'starts work on Monday', 'starts work on Wednesday', {
    h: ['Biko chetara m na Chidinma ga-amalite ọrụ na Mọnde', 'Echetara m: Chidinma, onye na-amụ ọrụ, ga-amalite ọrụ na Mọnde.'],
  }),
  n('how do i teach Nnamdi to save money, he is 11 and he spends everything on snacks'),
  n('my son say he want to be footballer not doctor. how do i talk to him without fighting'),
  append("add 'bring 2 crates of malt' to church thanksgiving list", ad('personal/church_thanksgiving_list.txt')),
  mkdir('make folder for bridal photos inside Pictures', alts(ad, 'Pictures/bridal', 'Pictures/Bridal', 'Pictures/bridal_photos', 'Pictures/bridal photos')),
  mv('Move the knotless braids client picture go marketing, I wan use am for post', ad('Pictures/knotless_braids_client.jpg'), ad('marketing/knotless_braids_client.jpg'), { l: 'pcm' }),
  n("how do I handle a client who refuses to pay after the service because she says she doesn't like the style"),
  whatYouKnow('Wetin you sabi about my clients so far?', { l: 'pcm' }),
  n('how long should box braids stay before takedown, client want 3 months'),
  n("give me a good name for a loyalty card program for my salon"),
  readAll('open my sales for may and staff salaries together, I want see if I fit pay everybody', both(ad, 'money/daily_sales_may.csv', 'salon/staff_salaries.csv')),
  n('Abeg how I go take calm down, today customers vex me die', { l: 'pcm' }),
  forget('forget Mrs Adebayo, she don relocate to UK', ['Mrs Adebayo'], { l: 'pcm' }),
];

/* ---------------------------------------------------------------------------
 * Bronwyn "Bron" Pike, 42, deputy captain of her Rural Fire Service brigade
 * near Cobargo, NSW, Australia; runs the local produce and farm supply store
 * with her husband Dave. Plain, practical, Aussie slang, often typing on the
 * shop computer between customers.
 * /home/bron
 *   rfs/        brigade_roster_2025.txt, training_log.csv, hazard_reduction_burn_plan_may.md,
 *               callouts_2025.csv, equipment_checklist_cat1.txt, brigade_members_contacts.txt
 *   shop/       stock_orders.csv, opening_hours.txt, suppliers.txt, bas_q3_notes.txt,
 *               public_liability_insurance_2025.pdf
 *   home_stuff/ bushfire_survival_plan.txt, kids_sport_schedule.txt, vet_records_dogs.txt
 *   Pictures/   fire_truck_cat1.jpg, burn_may_2025.jpg, brigade_bbq_2024.jpg
 * ------------------------------------------------------------------------- */
const BRON = '/home/bron';
const br = at(BRON);
const burnPlan = "Here's rfs/hazard_reduction_burn_plan_may.md:\n# HR Burn — Smiths Rd block, Sat 24 May\nIgnition: 0900 if FDI < 10\nCrews: Cat 1 (Bron, Dave, Mick), Cat 7 (Jess, Tom)\nWater: dam on north boundary\nContingency: Cat 9 from Quaama on standby";

const bron = [
  read('how many callouts have we had this year so far', br('rfs/callouts_2025.csv')),
  append('log a callout: 16/5 1940hrs MVA Princes Hwy near Cobargo, cat 1 and cat 7 attended, 2 hrs', br('rfs/callouts_2025.csv')),
  n('whats the actual difference between a cat 1 and a cat 7 tanker, a new member asked and i explained it badly'),
  read('pull up the HR burn plan for saturday', br('rfs/hazard_reduction_burn_plan_may.md')),
  edit('change ignition to 0930 and add Sal to the cat 7 crew', br('rfs/hazard_reduction_burn_plan_may.md'), {
    h: ['pull up the HR burn plan for saturday', burnPlan],
  }),
  n('what humidity and wind is too much for a hazard reduction burn, roughly, as a rule of thumb'),
  remember("remember Mick's son Riley just joined as a cadet, he's 15", 'Riley', 'person', ["Mick's son", 'joined the brigade as a cadet', '15 years old']),
  m('and Mick is our captain btw, put that in too', [
    ['create_entities', { entities: [[{ name: 'Mick', entityType: 'person', observations: ['brigade captain'] }]] }],
    ['create_relations', { relations: [[{ from: 'Riley', to: 'Mick', relationType: 'son of' }]] }],
  ], {
    also: ['add_observations'],
    h: ["remember Mick's son Riley just joined as a cadet, he's 15", "Saved: Riley — Mick's son, joined the brigade as a cadet, 15 years old."],
  }),
  recall('how old is riley again', ['Riley']),
  n("whats the proper way to roll a hose so it doesn't kink when you run it out"),
  n('do i need a ticket to use a chainsaw on my own property in nsw'),
  n('how do i get the crew to actually turn up to training on tuesday nights, numbers are dropping off'),
  read('read me our bushfire survival plan, want to go over it with the kids tonight', br('home_stuff/bushfire_survival_plan.txt')),
  n("is it true you should block the downpipes and fill the gutters with water before a fire comes through"),
  append("add to our survival plan: dogs' leads and the vet records go in the go-bag", br('home_stuff/bushfire_survival_plan.txt')),
  n("what's a decent margin on stock feed for a little rural store"),
  n('how do i zip a folder on a mac to send to the accountant'),
  n("when's the BAS due for the april to june quarter"),
  find("where's the insurance cert for the shop, the public liability one", BRON, ['insurance', 'liability']),
  n('how do i get the smoke smell out of my turnout gear at home, can it go in the machine'),
  sizes("what's eating all the space in my pictures folder", br('Pictures')),
  mkdir('make a folder for the brigade christmas party stuff under rfs', alts(br, 'rfs/christmas_party', 'rfs/christmas party', 'rfs/Christmas party', 'rfs/christmas_party_2025')),
  n('my daughter wants to join the cadets, shes 12, is that too young'),
  m("change the shop hours file, we're closing at 4 on saturdays from june", [
    ['read_text_file', { path: br('shop/opening_hours.txt') }],
    ['edit_file', { path: br('shop/opening_hours.txt') }],
  ], { also: ['write_file'] }),
  n('can u remind me at 6pm to check the truck'),
  correct('oh he turned 16 last week actually', 'Riley', '15 years old', '16 years old', {
    h: ['how old is riley again', "Riley is 15 — Mick's son, joined the brigade as a cadet."],
  }),
  n('good wording for a thank you post to the community after the fundraiser, not too soppy'),
  n("whats a good easy feed for 12 hungry firies after a burn, bbq stuff, cheap"),
  t('whats set in the environment on this computer thing, the env vars', 'get-env', {}),
  n('are tick collars or the chews better for dogs down the coast'),
  readAll("open the roster and the training log together, i need to see who's done their BF qual", both(br, 'rfs/brigade_roster_2025.txt', 'rfs/training_log.csv')),
  mv('the bbq photo should be in the rfs folder not pictures, move it', br('Pictures/brigade_bbq_2024.jpg'), br('rfs/brigade_bbq_2024.jpg')),
  info('when did i last update the brigade roster', br('rfs/brigade_roster_2025.txt')),
  n("thinking of putting my hand up for captain next year when Mick retires. reckon I'm mad?"),
  t('which folders can you actually get into on my computer', 'list_allowed_directories', {}),
];

/* ---------------------------------------------------------------------------
 * Leila Haddad, 29, cartographer (GIS) in Montreal, Canada; grew up in Beirut.
 * Day job at a municipal mapping office, freelance maps for the Lebanon
 * Mountain Trail. Writes English at work, Lebanese Arabic with family,
 * French around town.
 * /home/leila
 *   projets/lebanon_mountain_trail/  lmt_section_12_notes.md, waypoints_section12.csv, legend_symbols.txt
 *   projets/montreal_bike_lanes/     data_sources.txt, qgis_style_notes.md, README_shapefiles.txt
 *   clients/       invoices_2025.csv, contract_parcs_quebec.pdf
 *   fonts_and_styles/ color_palette_topo.txt, typography_notes.md
 *   famille/       teta_recipes/mujaddara.txt, teta_recipes/maamoul.txt, phone_numbers_beirut.txt
 *   Documents/     cv_leila_2025.md, conference_abstract_natmap.txt
 *   Pictures/      hillshade_test.png, qadisha_valley_2023.jpg, map_draft_v7.png
 * ------------------------------------------------------------------------- */
const LEILA = '/home/leila';
const lh = at(LEILA);
const qadDirs = ['projets/qadisha_valley_poster', 'projets/qadisha_poster', 'projets/qadisha'];

const leila = [
  n('fastest way to convert DMS coordinates to decimal degrees in my head'),
  n('what projection should I use for a hiking map of north Lebanon, UTM 36N or 37N?'),
  read('شو في بملف الملاحظات تبع القسم ١٢؟', lh('projets/lebanon_mountain_trail/lmt_section_12_notes.md'), { l: 'ar' }),
  append("add to section 12 notes: spring at Qnat is dry in August, don't mark as reliable water", lh('projets/lebanon_mountain_trail/lmt_section_12_notes.md')),
  look('show me my hillshade test, the latest one', lh('Pictures/hillshade_test.png')),
  n('why does my hillshade look inverted in QGIS, like the valleys are ridges'),
  n('is there a colorblind-safe palette for land cover that still looks natural'),
  remember('remember that Karim from the LMT association is the one who approves the final maps, and he prefers Arabic labels first then English', 'Karim', 'person', ['Lebanon Mountain Trail association', 'approves the final maps', 'prefers Arabic labels first, then English']),
  recall('شو قلتلك عن كريم؟', ['Karim', 'كريم'], { l: 'ar' }),
  info("Quand est-ce que j'ai reçu le contrat de Parcs Québec ? La date du fichier", lh('clients/contract_parcs_quebec.pdf'), { l: 'fr' }),
  n('do I have to register for GST/QST as a freelancer in Quebec if I make under 30k'),
  append('add invoice 2025-014, Parcs Québec, 3 200 $, sent 15 May, unpaid', lh('clients/invoices_2025.csv')),
  n('how big is Lebanon in km² compared to Quebec, my coworkers keep asking'),
  readAll('open both my CV and the NATMAP abstract, I want the bio paragraphs to match', both(lh, 'Documents/cv_leila_2025.md', 'Documents/conference_abstract_natmap.txt')),
  edit('change the abstract bio to say 6 years too', lh('Documents/conference_abstract_natmap.txt'), {
    h: ['open both my CV and the NATMAP abstract, I want the bio paragraphs to match', 'Documents/cv_leila_2025.md:\n"Leila Haddad is a cartographer with 6 years of experience in topographic and trail mapping..."\n\nDocuments/conference_abstract_natmap.txt:\n"...The author, a cartographer with 5 years of experience in GIS and relief shading, ..."\n\nThe CV says 6 years, the abstract says 5.'],
  }),
  n('شو الفرق بين المعمول بالتمر والمعمول بالجوز؟', { l: 'ar' }),
  n("كيف بقول 'contour line' بالعربي الفصيح؟", { l: 'ar' }),
  find("where's the readme for the bike lane shapefiles, something with readme in the name", LEILA, ['readme', 'README']),
  list("what's in the bike lanes project", lh('projets/montreal_bike_lanes')),
  mkdir('new project folder for the Qadisha valley poster', alts(lh, ...qadDirs)),
  mv('move the qadisha photo from 2023 in there', lh('Pictures/qadisha_valley_2023.jpg'), alts(lh, ...qadDirs.map((d) => `${d}/qadisha_valley_2023.jpg`)), {
    h: ['new project folder for the Qadisha valley poster', 'Created projets/qadisha_valley_poster.'],
  }),
  n('recommend a free font family that has Arabic and Latin that actually match, for map labels'),
  append('add to typography notes: Noto Naskh + Noto Sans pair well at 8pt for labels', lh('fonts_and_styles/typography_notes.md')),
  append("Ajoute à mes notes QGIS : utiliser le style 'rule-based' pour les pistes protégées", lh('projets/montreal_bike_lanes/qgis_style_notes.md'), { l: 'fr' }),
  n("j'ai le syndrome de l'imposteur avant ma présentation à NATMAP, des conseils ?", { l: 'fr' }),
  n('how do I make a PNG smaller without losing quality so I can email it'),
  correct('actually he wants English first now, the funders asked for it', 'Karim', 'prefers Arabic labels first, then English', 'prefers English labels first, then Arabic', {
    h: ['شو قلتلك عن كريم؟', 'كريم من جمعية درب جبل لبنان، هو اللي بيوافق على الخرائط النهائية، وبيفضّل التسميات بالعربي أول وبعدين بالإنكليزي.'],
  }),
  append('ضيف رقم خالتي سعاد ببيروت: ٠٣ ٤٥٦ ٧٨٩', lh('famille/phone_numbers_beirut.txt'), { l: 'ar' }),
  n("what's the highest mountain in Lebanon and how high is it"),
  t('run that long test operation for like 10 seconds, I want to see if the progress bar shows in this app', 'trigger-long-running-operation', { duration: 10, steps: ['', 5, 10] }),
  tree('show me the whole structure of the LMT project folder', lh('projets/lebanon_mountain_trail')),
  n("what's the usual symbol for a spring on a topo map, is there a standard"),
  whatYouKnow('what do you remember about my work contacts?'),
  n('how do i explain to my mom what a cartographer actually does lol, she thinks I draw for tourists'),
  n('شكراً كتير، يعطيك العافية', { l: 'ar' }),
];

export default [...maggie, ...tama, ...denise, ...dimi, ...elodie, ...matteo, ...marcus, ...ada, ...bron, ...leila];
