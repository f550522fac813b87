/*
 * Fourteenth writer — everyday requests, 10 people.
 * Paths are relative to each person's home folder.
 *
 * 1. Tomasz Wiśniewski, 58, long-haul truck driver, Poznań (PL). Phone typing, lowercase, typos.
 *    Wife Olena (Ukrainian), daughter Kasia, mechanic Zbyszek.
 *    logbook/hours-2024.csv, logbook/hours-2025.csv
 *    truck/service-history.txt, truck/tyres.md
 *    receipts/fuel/fuel-march.pdf, fuel-april.pdf, fuel-may.pdf
 *    family/kasia-birthday-ideas.txt
 *    music/night-playlist.txt
 *    docs/driving-licence-scan.jpg
 *    notes/parking-spots.txt
 *
 * 2. Amara Okafor, 34, midwife, Lagos (NG). Terse, busy, Pidgin and a bit of Igbo.
 *    Husband Emeka, kids Chidi (7) and Ada (4), mother Mama Ngozi.
 *    shifts/rota-june.txt, shifts/rota-july.txt
 *    training/neonatal-resus-notes.md, training/cpd-certificates/bls-2024.pdf, nrp-2025.pdf
 *    money/budget-2025.csv, money/ajo-contributions.txt
 *    kids/school-fees.txt, kids/chidi-vaccines.txt
 *    church/choir-songs.txt
 *    photos/naming-ceremony/ (many .jpg)
 *
 * 3. Kenji Watanabe, 71, retired bonsai grower, Osaka (JP). Very polite, long sentences, some Japanese.
 *    Wife Michiko, grandson Haruto (Vancouver), club friend Mr Tanaka.
 *    bonsai/trees.md, bonsai/watering-log.txt, bonsai/repotting-schedule.txt
 *    bonsai/photos/juniper-2019.jpg, juniper-2024.jpg, maple-2023.jpg
 *    haiku/spring.txt, haiku/autumn.txt, haiku/winter.txt
 *    health/medicines.txt
 *    letters/to-haruto.txt
 *    club/members.csv
 *
 * 4. Lucía Fernández, 19, first-year vet student, Córdoba (AR). Slang, English/Spanish mix.
 *    Classmate Sofi, boyfriend Mati, cat Luna.
 *    facu/anatomia/huesos-perro.md, facu/anatomia/musculos.md, facu/anatomia/tejidos.md
 *    facu/fisiologia/resumen-unidad3.md
 *    facu/parciales/fechas.txt
 *    plata/gastos.csv
 *    gym/rutina.txt
 *    mascotas/luna-vacunas.txt
 *    fotos/practicas/ (.jpg, e.g. caballo-revision.jpg)
 *
 * 5. Dev Malhotra, 27, food-truck owner, Toronto (CA). Voice dictation, no punctuation, some Hindi/Punjabi.
 *    Sister Priya, spice supplier Gurpreet (Singh Spices), cousin Arjun.
 *    truck/menu.md, truck/suppliers.txt, truck/events-summer.txt, truck/festival-checklist.txt
 *    truck/permits/city-permit-2025.pdf, truck/permits/propane-cert.pdf
 *    recipes/butter-chicken.md, recipes/chaat-masala.md
 *    accounts/sales-may.csv, accounts/sales-june.csv, accounts/festival-fees-2024.csv
 *    instagram/captions.txt
 *    personal/wedding-guest-list.txt
 *
 * 6. Ingrid Solberg, 45, ship's engineer on a coastal ferry, Bodø (NO). Terse, exact, some Norwegian.
 *    Chief engineer Bjørn, daughter Sigrid, neighbour Åse.
 *    vakt/vaktliste-2025.txt
 *    engine/maintenance-log.md, engine/spares-inventory.csv
 *    engine/manuals/cat-3512.pdf, engine/manuals/separator-alfa-laval.pdf
 *    hytta/todo.txt
 *    strikking/selbu-votter.md
 *    garden/potatoes.txt
 *    cert/stcw-expiry.txt
 *
 * 7. Fatima Zahra Benali, 39, tailor, Casablanca (MA). French, Arabic and English.
 *    Client Mme Alaoui, apprentice Salma, sister Khadija.
 *    clients/mesures.csv, clients/commandes.txt
 *    patrons/caftan-mariage.md, patrons/djellaba-enfant.md
 *    factures/2025/facture-001.pdf … facture-014.pdf, factures/2025/brouillon-015.txt
 *    fournitures/tissus.txt
 *    recettes/harira.txt
 *    photos/modeles/ (.jpg)
 *
 * 8. Pete Harlan, 63, beekeeper and retired welder, rural Montana (US). Typos, sometimes ALL CAPS.
 *    Neighbour Dale, nephew Tyler (set up the demo server), dog Buck, vet Dr Kowalski.
 *    bees/hive-inspections.txt, bees/honey-sales-2024.csv, bees/honey-sales-2025.csv
 *    bees/queen-orders.txt, bees/mite-counts.txt
 *    shop/welding-projects.md
 *    buck/vet-records.txt
 *    taxes/2024/schedule-f.pdf, taxes/2024/receipts.txt, taxes/2024/1099-misc.pdf
 *    pics/swarm-may.jpg
 *
 * 9. Nguyễn Thị Mai, 24, nail technician and part-time nursing student, Houston (US). Phone abbreviations, Vietnamese.
 *    Mom (Má), coworker Linh, regular client Jessica.
 *    salon/appointments.txt, salon/price-list.md
 *    salon/designs/cat-eye.jpg, french-ombre.jpg, chrome-pink.jpg
 *    school/pharm-flashcards.md, school/schedule-fall.txt
 *    school/care-plans/copd.md, school/care-plans/chf.md
 *    money/rent.txt, money/tips-june.csv
 *    gia-dinh/sinh-nhat.txt
 *
 * 10. Jonas Becker, 16, school student and Minecraft modder, Leipzig (DE). Slang, German/English, tinkers with the demo server.
 *    Friend Leon, teacher Frau Schmidt, sister Mia.
 *    schule/mathe/hausaufgaben.md, schule/referat-klimawandel.md, schule/stundenplan.txt
 *    mods/skyblock-plus/config.json, mods/skyblock-plus/README.md, mods/skyblock-plus/build.gradle
 *    minecraft/servers.txt
 *    praktikum/bewerbung.txt
 */
import { m, n, open, t } from './case-helpers.mjs';

const READ_ALSO = ['read_file', 'read_multiple_files'];
const APPEND = ['edit_file', 'write_file', 'read_text_file', 'read_file'];      // adding a line to a file
const EDIT_ALSO = ['read_text_file', 'read_file', 'write_file'];               // changing text in a file
const REMEMBER_ALSO = ['add_observations', 'create_relations', 'search_nodes', 'open_nodes'];
const UPDATE_MEM = ['add_observations', 'delete_observations', 'create_entities', 'search_nodes', 'open_nodes', 'read_graph'];
const ADD_MORE = ['create_entities', 'create_relations', 'search_nodes', 'open_nodes'];                 // one more fact about someone just saved
const FORGET_ALSO = ['delete_observations', 'delete_relations', 'search_nodes', 'open_nodes', 'read_graph'];
const name = (...xs) => xs.flatMap((x) => [x, x.toLowerCase()]);            // a name in either case
const pat = (w) => [w, `*${w}*`, `**/*${w}*`, `*${w}*.*`];                   // a search pattern
const ext = (e) => [`*.${e}`, `**/*.${e}`, `.${e}`];                         // files ending in .e
const HOME = ['.', '', '~'];                                                // the whole home folder
const SIZES = ['list_directory_with_sizes', 'get_file_info', 'directory_tree'];
const INFO_ALSO = ['list_directory_with_sizes', 'list_directory'];
const READ_BOTH = ['read_text_file', 'read_file'];
const both = (a, b) => [[a, b], [b, a]];

const cases = [
  // ───────────── 1. Tomasz, truck driver, Poland ─────────────
  t("whats in my logbok folder", 'list_directory', { path: 'logbook' }),
  t("open the truck service history pls", 'read_text_file', { path: 'truck/service-history.txt' }, { also: READ_ALSO }),
  t("when did i last change the hours 2025 file", 'get_file_info', { path: 'logbook/hours-2025.csv' }, { also: INFO_ALSO }),
  t("how much space do the fuel receipts take", 'list_directory_with_sizes', { path: 'receipts/fuel' }, { also: SIZES }),
  open("add to parking spots: Lidl Swiecko big lot free at night, shower 5 zl", APPEND),
  t("find my driving licence scan i need it for the agency", 'search_files', { path: HOME, pattern: [...pat('licence'), ...pat('driving'), ...pat('license')] }),
  t("remember kasia birthday is 14 september", 'create_entities', {}, { also: REMEMBER_ALSO }),
  t("when is kasias birthday again", 'search_nodes', { query: name('Kasia') }),
  t("make a folder receipts/fuel/2025", 'create_directory', { path: 'receipts/fuel/2025' }),
  m("now move fuel-march and fuel-april in there", [
    ['move_file', { source: 'receipts/fuel/fuel-march.pdf', destination: 'receipts/fuel/2025/fuel-march.pdf' }],
    ['move_file', { source: 'receipts/fuel/fuel-april.pdf', destination: 'receipts/fuel/2025/fuel-april.pdf' }],
  ], { h: ["make a folder receipts/fuel/2025", "Done — I created receipts/fuel/2025."] }),
  t("tyres file, what does it say abt the front left", 'read_text_file', { path: 'truck/tyres.md' }, { also: READ_ALSO }),
  t("in tyres.md change the pressure 8.5 bar to 9 bar", 'edit_file', { path: 'truck/tyres.md' }, { also: EDIT_ALSO }),
  t("rename night-playlist to playlist-nocna", 'move_file', { source: 'music/night-playlist.txt', destination: 'music/playlist-nocna.txt' }),
  t("show me both hours files 2024 and 2025", 'read_multiple_files', { paths: both('logbook/hours-2024.csv', 'logbook/hours-2025.csv') }, { also: READ_BOTH }),
  t("zapamiętaj że mój mechanik to Zbyszek z Gniezna, tel 601 223 887", 'create_entities', {}, { also: REMEMBER_ALSO, l: 'pl' }),
  t("pokaz pomysly na prezent dla kasi", 'read_text_file', { path: 'family/kasia-birthday-ideas.txt' }, { also: READ_ALSO, l: 'pl' }),
  t("Олена питає, що є в папці family?", 'list_directory', { path: 'family' }, { l: 'uk' }),
  t("whats the number of zbyszek the mechanic", 'search_nodes', { query: [...name('Zbyszek'), 'mechanic', 'mechanik'] }),
  t("actualy zbyszek moved, hes in wrzesnia now not gniezno", 'add_observations', {}, { also: UPDATE_MEM }),
  open("put noise cancelling headphones on kasia gift ideas", APPEND),
  t("find any file with toll in the name", 'search_files', { path: HOME, pattern: pat('toll') }),
  t("whats the biggest file in receipts/fuel", 'list_directory_with_sizes', { path: 'receipts/fuel', sortBy: ['size', ''] }, { also: SIZES }),
  open("add today: 2025-06-21 coolant top up 671 900 km", APPEND, { h: ["open truck service history", "truck/service-history.txt:\n2024-11-02 oil + filters, 612 400 km\n2025-03-18 brake pads rear, 655 010 km\n2025-05-30 tachograph calibration, 668 200 km"] }),
  n("how many hours can i drive in a week under eu rules"),
  n("and the daily rest?", { h: ["how many hours can i drive in a week under eu rules", "Under EU rules you can drive at most 56 hours in one week and 90 hours in any two consecutive weeks. Daily driving is normally 9 hours, extended to 10 hours twice a week."] }),
  n("whats 671900 minus 612400"),
  n("how do i keep my receipts organised so the accountant doesnt kill me"),
  n("good podcast ideas for long night drives"),
  n("ile to jest 90 litrów razy 6,45 zł", { l: 'pl' }),
  n("what does read only mean when my phone says the file is read only"),
  n("which one of those is best for a girl turning 18", { h: ["whats in kasia birthday ideas", "family/kasia-birthday-ideas.txt lists:\n1. concert tickets (Dawid Podsiadło)\n2. noise cancelling headphones\n3. driving lessons voucher"] }),
  n("thx man"),
  n("write a short sms to olena that im stuck in calais, home friday not thursday"),
  n("jak po ukrainsku powiedziec tesknie za toba", { l: 'pl' }),

  // ───────────── 2. Amara, midwife, Lagos ─────────────
  t("july rota", 'read_text_file', { path: 'shifts/rota-july.txt' }, { also: READ_ALSO }),
  t("list shifts folder", 'list_directory', { path: 'shifts' }),
  t("how many pics in naming ceremony folder", 'list_directory', { path: 'photos/naming-ceremony' }),
  t("total size naming ceremony photos", 'list_directory_with_sizes', { path: 'photos/naming-ceremony' }, { also: SIZES }),
  t("find my NRP certificate", 'search_files', { path: [...HOME, 'training', 'training/cpd-certificates'], pattern: [...pat('nrp'), ...pat('NRP')] }),
  t("remember Chidi's teacher is Mrs Adeyemi", 'create_entities', {}, { also: REMEMBER_ALSO }),
  t("who is chidi teacher again", 'search_nodes', { query: [...name('Chidi'), ...name('Adeyemi'), 'teacher'] }),
  open("add 'Emeka - 5000 paid 3 june' to ajo file", APPEND),
  t("school fees file. how much for ada this term", 'read_text_file', { path: 'kids/school-fees.txt' }, { also: READ_ALSO }),
  t("change ada fees from 85,000 to 92,500 in school fees", 'edit_file', { path: 'kids/school-fees.txt' }, { also: EDIT_ALSO }),
  t("new file training/pph-protocol.md with: 1. call for help 2. fundal massage 3. oxytocin 10 IU IM 4. IV access x2", 'write_file', { path: 'training/pph-protocol.md' }),
  t("abeg open chidi vaccine record", 'read_text_file', { path: 'kids/chidi-vaccines.txt' }, { also: READ_ALSO, l: 'pcm' }),
  t("wetin dey inside my money folder", 'list_directory', { path: 'money' }, { l: 'pcm' }),
  t("Cheta na Mama Ngozi bụ nne m, ọ bi n'Enugu", 'create_entities', {}, { also: REMEMBER_ALSO, l: 'ig' }),
  t("when was budget-2025.csv last edited", 'get_file_info', { path: 'money/budget-2025.csv' }, { also: INFO_ALSO }),
  t("mama ngozi phone no?", 'search_nodes', { query: [...name('Mama Ngozi'), ...name('Ngozi')] }),
  t("chidi has new teacher now, Mr Balogun. update it", 'add_observations', {}, { also: [...UPDATE_MEM, 'delete_entities', 'create_relations'] }),
  m("put bls-2024.pdf in a new folder 'expired' inside cpd-certificates", [
    ['create_directory', { path: 'training/cpd-certificates/expired' }],
    ['move_file', { source: 'training/cpd-certificates/bls-2024.pdf', destination: 'training/cpd-certificates/expired/bls-2024.pdf' }],
  ]),
  t("june one", 'read_text_file', { path: 'shifts/rota-june.txt' }, { also: READ_ALSO, h: ["list shifts folder", "The shifts folder has two files: rota-june.txt and rota-july.txt."] }),
  t("save that as shifts/for-emeka-july.txt so he can see", 'write_file', { path: 'shifts/for-emeka-july.txt' }, { h: ["july rota", "shifts/rota-july.txt:\nMon 1 – Night\nTue 2 – Night\nWed 3 – Off\nThu 4 – Off\nFri 5 – Day\n…\nSat 27 – Day\nSun 28 – Day"] }),
  t("whats in choir songs", 'read_text_file', { path: 'church/choir-songs.txt' }, { also: READ_ALSO }),
  open("add 'Onye Oma' to choir songs", APPEND),
  t("remember emeka is allergic to penicillin", 'create_entities', {}, { also: REMEMBER_ALSO }),
  t("also he is O+", 'add_observations', {}, { also: ADD_MORE, h: ["remember emeka is allergic to penicillin", "Got it — I've saved that Emeka is allergic to penicillin."] }),
  n("normal apgar at 5 min?"),
  n("signs of pre-eclampsia quick list"),
  n("convert 3.2kg to pounds"),
  n("short polite msg to matron, i need 3 days leave next week"),
  n("how to store breast milk at home when light is off and no fridge"),
  n("abeg how many naira be 50 dollars roughly", { l: 'pcm' }),
  n("what does 'cloud backup' mean, is my phone already doing it"),
  n("is he missing any for age 7?", { h: ["chidi vaccine record", "kids/chidi-vaccines.txt:\nBCG – birth\nOPV 0 – birth\nPenta 1,2,3 – 6/10/14 wks\nMeasles 1 – 9 months\nYellow fever – 9 months\nMeasles 2 – 15 months"] }),
  n("ok thanks"),
  n("bible verse for a nurse who is tired"),
  n("how do i make a folder on my android phone"),

  // ───────────── 3. Kenji, retired bonsai grower, Osaka ─────────────
  t("Good morning. Would you kindly show me the list of my trees?", 'read_text_file', { path: 'bonsai/trees.md' }, { also: READ_ALSO }),
  t("Could you please tell me which photographs are in my bonsai photos folder?", 'list_directory', { path: 'bonsai/photos' }),
  t("I would like to know how large the juniper photograph from 2024 is, if it is not too much trouble.", 'get_file_info', { path: 'bonsai/photos/juniper-2024.jpg' }, { also: INFO_ALSO }),
  t("Please show me the photograph of the maple from 2023.", 'read_media_file', { path: 'bonsai/photos/maple-2023.jpg' }),
  open("Please add to the watering log: 21 June, watered all trees in the morning, the black pine was dry.", APPEND),
  t("Kindly read me my spring haiku.", 'read_text_file', { path: 'haiku/spring.txt' }, { also: READ_ALSO }),
  t("私の秋の俳句を見せてください。", 'read_text_file', { path: 'haiku/autumn.txt' }, { also: READ_ALSO, l: 'ja' }),
  t("I wonder if you could remember that Mr Tanaka from the bonsai club prefers to be called Tanaka-san and does not drink alcohol.", 'create_entities', {}, { also: REMEMBER_ALSO }),
  t("What did I tell you about Mr Tanaka?", 'search_nodes', { query: [...name('Tanaka'), 'Tanaka-san', 'Mr Tanaka'] }),
  t("Please create a new file haiku/summer.txt and write this poem in it: cicada's long song / the old juniper stands still / in the evening heat", 'write_file', { path: 'haiku/summer.txt' }),
  t("Would you be so kind as to find every file that has juniper in its name?", 'search_files', { path: HOME, pattern: pat('juniper') }),
  t("In my medicines list, please change the amlodipine dose from 5 mg to 2.5 mg. The doctor reduced it yesterday.", 'edit_file', { path: 'health/medicines.txt' }, { also: EDIT_ALSO }),
  t("孫の春翔はバンクーバーに住んでいて、誕生日は三月三日です。覚えておいてください。", 'create_entities', {}, { also: REMEMBER_ALSO, l: 'ja' }),
  t("When is Haruto's birthday? I am afraid my memory is not what it was.", 'search_nodes', { query: [...name('Haruto'), '春翔'] }),
  t("Could you please show me the whole bonsai folder with everything inside it, like a tree?", 'directory_tree', { path: 'bonsai' }, { also: ['list_directory', 'list_directory_with_sizes'] }),
  t("Please open my letter to Haruto so that I may continue writing it.", 'read_text_file', { path: 'letters/to-haruto.txt' }, { also: READ_ALSO }),
  open("Thank you. Please add this sentence at the end: When you visit in August, I will teach you how to wire a branch.", APPEND, { h: ["Please open my letter to Haruto so that I may continue writing it.", "letters/to-haruto.txt:\nDear Haruto,\nThe maple has turned red early this year. Your grandmother sends her love and asks if you are eating well."] }),
  t("I would like to rename winter.txt in the haiku folder to winter-2024.txt, please.", 'move_file', { source: 'haiku/winter.txt', destination: 'haiku/winter-2024.txt' }),
  t("How many members are in the club members file? Please have a look.", 'read_text_file', { path: 'club/members.csv' }, { also: READ_ALSO }),
  t("When did I last update the repotting schedule?", 'get_file_info', { path: 'bonsai/repotting-schedule.txt' }, { also: INFO_ALSO }),
  t("Please forget what I said about Tanaka-san and alcohol; he has started to enjoy a little sake again.", 'delete_observations', {}, { also: UPDATE_MEM }),
  t("Please make a folder for my wife Michiko's recipes, called recipes-michiko.", 'create_directory', { path: 'recipes-michiko' }),
  m("Please show me the first and the second side by side; I wish to see how the juniper has grown.", [
    ['read_media_file', { path: 'bonsai/photos/juniper-2019.jpg' }],
    ['read_media_file', { path: 'bonsai/photos/juniper-2024.jpg' }],
  ], { h: ["Could you please tell me which photographs are in my bonsai photos folder?", "Your bonsai/photos folder has three photographs: juniper-2019.jpg, juniper-2024.jpg and maple-2023.jpg."] }),
  n("What is the best time of year to repot a Japanese black pine in Osaka?"),
  n("And for the trident maple?", { h: ["What is the best time of year to repot a Japanese black pine in Osaka?", "In Osaka the best time is early spring, roughly late February to March, just as the buds begin to swell and before the new candles extend."] }),
  n("Could you explain what a 'folder' is on the computer? My grandson keeps saying it and I nod politely."),
  n("盆栽の針金はいつ外せばいいですか。", { l: 'ja' }),
  n("How many syllables should a haiku have in English?"),
  n("Thank you very much for your help today."),
  n("Do you think the second line is too long? Please be honest.", { h: ["Kindly read me my spring haiku.", "haiku/spring.txt:\nfirst warm rain —\nthe azalea buds remember\ntheir colour"] }),
  n("My blood pressure was 142 over 88 this morning. Is that very high for a man of 71?"),
  n("Please help me write a polite thank-you note to the club for my birthday gift."),
  n("If a bag of akadama costs 1,480 yen and I need five bags, how much is that altogether?"),
  n("What does it mean when the screen says 'file not found'? I am only curious, nothing is wrong right now."),
  n("俳句の季語で「蛙」はどの季節ですか。", { l: 'ja' }),

  // ───────────── 4. Lucía, vet student, Córdoba ─────────────
  t("che what's in my anatomia folder", 'list_directory', { path: 'facu/anatomia' }),
  t("show me the dog bones summary", 'read_text_file', { path: 'facu/anatomia/huesos-perro.md' }, { also: READ_ALSO }),
  t("cuándo es el parcial de fisio? fijate en fechas", 'read_text_file', { path: 'facu/parciales/fechas.txt' }, { also: READ_ALSO, l: 'es' }),
  open("add to gastos: 21/06, fotocopias, 3500", APPEND),
  t("acordate que Sofi es mi compañera de prácticas y es vegetariana", 'create_entities', {}, { also: REMEMBER_ALSO, l: 'es' }),
  t("what do u know abt sofi", 'search_nodes', { query: name('Sofi') }),
  t("also add she's from rosario", 'add_observations', {}, { also: ADD_MORE, h: ["what do u know abt sofi", "I have that Sofi is your practicals partner and that she's vegetarian."] }),
  t("find all my pdfs from facu", 'search_files', { path: 'facu', pattern: ext('pdf') }),
  t("how big is the practicas photos folder, my phone is dying of storage lol", 'list_directory_with_sizes', { path: 'fotos/practicas' }, { also: SIZES }),
  t("luna's vaccines when's the next one", 'read_text_file', { path: 'mascotas/luna-vacunas.txt' }, { also: READ_ALSO }),
  t("in the gym rutina change sentadillas 3x10 to 4x12", 'edit_file', { path: 'gym/rutina.txt' }, { also: EDIT_ALSO }),
  t("make a folder facu/histologia", 'create_directory', { path: 'facu/histologia' }),
  t("move tejidos.md from anatomia to histologia, i put it in the wrong place", 'move_file', { source: 'facu/anatomia/tejidos.md', destination: 'facu/histologia/tejidos.md' }),
  t("remember mati's birthday is 2 of november", 'create_entities', {}, { also: REMEMBER_ALSO }),
  t("mati bday?", 'search_nodes', { query: name('Mati') }),
  t("nah sofi isnt vegetarian anymore she eats chicken now jaja", 'delete_observations', {}, { also: UPDATE_MEM }),
  t("leeme el resumen de la unidad 3 de fisio", 'read_text_file', { path: 'facu/fisiologia/resumen-unidad3.md' }, { also: READ_ALSO, l: 'es' }),
  t("when did i last touch the fisio summary", 'get_file_info', { path: 'facu/fisiologia/resumen-unidad3.md' }, { also: INFO_ALSO }),
  t("open both huesos and musculos", 'read_multiple_files', { paths: both('facu/anatomia/huesos-perro.md', 'facu/anatomia/musculos.md') }, { also: READ_BOTH, h: ["che what's in my anatomia folder", "facu/anatomia has: huesos-perro.md, musculos.md, tejidos.md"] }),
  t("write a new file facu/parciales/checklist-anato.md with: - huesos miembro torácico - articulaciones - repasar cráneo", 'write_file', { path: 'facu/parciales/checklist-anato.md' }),
  open("ok add that she got the antipulgas pipette today 21/06", APPEND, { h: ["luna's vaccines when's the next one", "mascotas/luna-vacunas.txt:\nTriple felina – 10/03/2025\nAntirrábica – 15/04/2025\nDesparasitación – 01/06/2025 (próxima: 01/09/2025)"] }),
  t("find that pic with the horse from practicas", 'search_files', { path: ['fotos/practicas', 'fotos', ...HOME], pattern: [...pat('caballo'), ...pat('horse')] }),
  t("what folders can u even see on my compu", 'list_allowed_directories', {}, { also: ['list_directory', 'directory_tree'] }),
  t("borrá todo lo que sabés de Mati, cortamos 💔", 'delete_entities', {}, { also: FORGET_ALSO, l: 'es' }),
  n("how many bones does a dog have vs a cat"),
  n("explain the krebs cycle like im 5 pls"),
  n("whats a good way to organise my notes for finals, folders per subject or per week?"),
  n("qué significa 'zoonosis'?", { l: 'es' }),
  n("jajaja thanks bestie"),
  n("my cat eats plastic bags is that a thing"),
  n("ok so how many days do i have til anato if today is june 21", { h: ["cuándo es el parcial de fisio? fijate en fechas", "facu/parciales/fechas.txt:\nAnatomía I – 4 de julio\nFisiología – 11 de julio\nQuímica biológica – 18 de julio"] }),
  n("help me write a msg to my profe asking for an extension, not too chupamedias"),
  n("whats 25% off 48000 pesos"),
  n("is it bad to study with music with lyrics"),
  n("what does sync mean in google drive, does it delete stuff"),

  // ───────────── 5. Dev, food truck, Toronto ─────────────
  t("hey can you open the truck menu", 'read_text_file', { path: 'truck/menu.md' }, { also: READ_ALSO }),
  t("change the price of samosa chaat from 9 dollars to 10 dollars in the menu", 'edit_file', { path: 'truck/menu.md' }, { also: EDIT_ALSO }),
  t("whats in the permits folder", 'list_directory', { path: 'truck/permits' }),
  t("when did i save the propane cert", 'get_file_info', { path: 'truck/permits/propane-cert.pdf' }, { also: INFO_ALSO }),
  t("read me the butter chicken recipe", 'read_text_file', { path: 'recipes/butter-chicken.md' }, { also: READ_ALSO }),
  open("add to suppliers gurpreet singh spices new number 416 555 0199", APPEND),
  t("remember gurpreet from singh spices delivers on tuesdays only", 'create_entities', {}, { also: REMEMBER_ALSO }),
  t("what day does gurpreet deliver again", 'search_nodes', { query: [...name('Gurpreet'), ...name('Singh Spices')] }),
  t("show me may and june sales together", 'read_multiple_files', { paths: both('accounts/sales-may.csv', 'accounts/sales-june.csv') }, { also: READ_BOTH }),
  t("how big are the files in accounts", 'list_directory_with_sizes', { path: 'accounts' }, { also: SIZES }),
  t("make a new recipe file for mango lassi with yogurt mango pulp milk sugar cardamom", 'write_file', { path: 'recipes/mango-lassi.md' }),
  open("add a caption to the instagram file saying butter chicken poutine is back this friday only", APPEND),
  t("find anything with festival in the name", 'search_files', { path: HOME, pattern: pat('festival') }),
  t("open the checklist one", 'read_text_file', { path: 'truck/festival-checklist.txt' }, { also: READ_ALSO, h: ["find anything with festival in the name", "I found two: truck/festival-checklist.txt and accounts/festival-fees-2024.csv."] }),
  t("the events file what have we got booked for july", 'read_text_file', { path: 'truck/events-summer.txt' }, { also: READ_ALSO }),
  t("create a folder called taxes inside accounts", 'create_directory', { path: 'accounts/taxes' }),
  t("priya wedding guest list open it", 'read_text_file', { path: 'personal/wedding-guest-list.txt' }, { also: READ_ALSO }),
  t("मेरी बहन प्रिया की शादी 14 दिसंबर को है याद रखना", 'create_entities', {}, { also: REMEMBER_ALSO, l: 'hi' }),
  t("ਅਰਜੁਨ ਸ਼ਨੀਵਾਰ ਤੇ ਐਤਵਾਰ ਨੂੰ ਟਰੱਕ ਤੇ ਕੰਮ ਕਰਦਾ ਹੈ ਇਹ ਯਾਦ ਰੱਖੋ", 'create_entities', {}, { also: REMEMBER_ALSO, l: 'pa' }),
  t("who works the weekends again", 'search_nodes', { query: ['weekend', 'weekends', 'Saturday', 'saturday', ...name('Arjun')] }),
  t("rename the propane one to propane-cert-2025", 'move_file', { source: 'truck/permits/propane-cert.pdf', destination: 'truck/permits/propane-cert-2025.pdf' }, { h: ["whats in the permits folder", "truck/permits has city-permit-2025.pdf and propane-cert.pdf."] }),
  t("change the cream to 2.5 litres people say its too heavy", 'edit_file', { path: 'recipes/butter-chicken.md' }, { also: EDIT_ALSO, h: ["read me the butter chicken recipe", "recipes/butter-chicken.md:\n# Butter chicken (truck batch, 40 portions)\n- 8 kg chicken thigh\n- 2 kg butter\n- 3 L cream\n- 4 kg tomato puree\n- 250 g kasuri methi\n- 120 g garam masala"] }),
  t("list everything in my home folder", 'list_directory', { path: HOME }),
  t("delete gurpreets old number from memory the 647 one", 'delete_observations', {}, { also: UPDATE_MEM }),
  n("how long does cooked rice last in a hot truck fridge"),
  n("whats 13 percent hst on 2450"),
  n("give me 5 catchy names for a paneer wrap"),
  n("how do i deal with a customer who says the food was too spicy after eating all of it"),
  n("क्या मैं घी को फ्रिज के बाहर रख सकता हूँ", { l: 'hi' }),
  n("what does a food handler certificate cover in ontario"),
  n("which of these would you cut if i want a shorter menu for the festival", { h: ["hey can you open the truck menu", "truck/menu.md:\n# Malhotra Eats\n- Butter chicken poutine – $14\n- Samosa chaat – $10\n- Paneer tikka wrap – $12\n- Chaat fries – $9\n- Mango lassi – $5"] }),
  n("ok cool thanks bro"),
  n("how do i keep a list of daily sales on my phone without paying for an app"),
  n("write a short instagram caption for rainy day special chai and pakora"),
  n("how much propane does a two burner griddle use per hour roughly"),

  // ───────────── 6. Ingrid, ferry engineer, Bodø ─────────────
  t("Open engine maintenance log.", 'read_text_file', { path: 'engine/maintenance-log.md' }, { also: READ_ALSO }),
  open("Append to maintenance log: 21.06 – changed fuel filters port main engine, 14 230 h.", APPEND),
  t("List engine/manuals.", 'list_directory', { path: 'engine/manuals' }),
  t("Size of the CAT manual?", 'get_file_info', { path: 'engine/manuals/cat-3512.pdf' }, { also: INFO_ALSO }),
  t("Spares inventory. How many impellers left?", 'read_text_file', { path: 'engine/spares-inventory.csv' }, { also: READ_ALSO }),
  t("Change impeller count 4 to 3 in spares file.", 'edit_file', { path: 'engine/spares-inventory.csv' }, { also: EDIT_ALSO }),
  t("Vis vaktlista.", 'read_text_file', { path: 'vakt/vaktliste-2025.txt' }, { also: READ_ALSO, l: 'nb' }),
  t("Husk at Bjørn er maskinsjef og har ferie uke 29 og 30.", 'create_entities', {}, { also: REMEMBER_ALSO, l: 'nb' }),
  t("When is Bjørn on holiday?", 'search_nodes', { query: [...name('Bjørn'), 'Bjorn', 'bjorn'] }),
  t("Hytta todo.", 'read_text_file', { path: 'hytta/todo.txt' }, { also: READ_ALSO }),
  open("Add 'fix gutter north side' to cabin todo.", APPEND),
  t("Find files with 'separator' in name.", 'search_files', { path: HOME, pattern: pat('separator') }),
  t("Info on it. Date?", 'get_file_info', { path: 'engine/manuals/separator-alfa-laval.pdf' }, { also: INFO_ALSO, h: ["Find files with 'separator' in name.", "One match: engine/manuals/separator-alfa-laval.pdf"] }),
  t("Tree of engine folder.", 'directory_tree', { path: 'engine' }, { also: ['list_directory', 'list_directory_with_sizes'] }),
  t("Remember Sigrid starts at NTNU in August, studies marine tech.", 'create_entities', {}, { also: REMEMBER_ALSO }),
  t("Correction: Sigrid studies naval architecture, not marine tech.", 'add_observations', {}, { also: UPDATE_MEM }),
  t("STCW expiry file.", 'read_text_file', { path: 'cert/stcw-expiry.txt' }, { also: READ_ALSO }),
  t("Make folder strikking/ferdig.", 'create_directory', { path: 'strikking/ferdig' }),
  t("Move selbu-votter.md there.", 'move_file', { source: 'strikking/selbu-votter.md', destination: 'strikking/ferdig/selbu-votter.md' }, { h: ["Make folder strikking/ferdig.", "Created strikking/ferdig."] }),
  t("Potato file – when did I plant?", 'read_text_file', { path: 'garden/potatoes.txt' }, { also: READ_ALSO }),
  t("Åse i nabohuset passer katten når jeg er på jobb. Husk det.", 'create_entities', {}, { also: REMEMBER_ALSO, l: 'nb' }),
  t("Who feeds the cat when I'm at sea?", 'search_nodes', { query: ['cat', 'katt', 'katten', ...name('Åse')] }),
  t("Forget Åse entirely.", 'delete_entities', {}, { also: FORGET_ALSO }),
  t("Write an order list to engine/order-2025-06.txt: 2 V-belts, 4 impellers.", 'write_file', { path: 'engine/order-2025-06.txt' }, { h: ["Spares inventory. How many impellers left?", "engine/spares-inventory.csv:\npart,qty,location\nimpeller Jabsco 1210,4,store B2\nfuel filter 1R-0751,12,store A1\nV-belt 8N-5683,2,store A3\noil filter 1R-1808,6,store A1\n\nYou have 4 impellers."] }),
  n("Difference between 2-stroke and 4-stroke marine diesel, short."),
  n("Convert 14 230 running hours into days."),
  n("Hvordan feller jeg av i vrangbord?", { l: 'nb' }),
  n("What does 'write-protected' mean on a USB stick?"),
  n("Tips for sleeping on a 6-on 6-off watch rotation."),
  n("Ok."),
  n("Which one expires first?", { h: ["STCW expiry file.", "cert/stcw-expiry.txt:\nBasic safety – 03.2026\nAdvanced firefighting – 11.2025\nMedical first aid – 09.2025\nEngine officer CoC – 01.2027"] }),
  n("Best way to structure a maintenance log so the inspector is happy?"),
  n("Shorten: 'Due to a technical fault on the port engine the 14:30 departure is unfortunately cancelled today.'"),
  n("Seed potatoes: how deep in sandy soil?"),
  n("400 V three-phase, 42 A, cos phi 0.85. kW?"),

  // ───────────── 7. Fatima Zahra, tailor, Casablanca ─────────────
  t("Bonjour, montre-moi les commandes en cours s'il vous plaît", 'read_text_file', { path: 'clients/commandes.txt' }, { also: READ_ALSO, l: 'fr' }),
  t("what are Mme Alaoui measurements, look in the file", 'read_text_file', { path: 'clients/mesures.csv' }, { also: READ_ALSO }),
  open("add new order: Mme Berrada, caftan vert émeraude, for 15 july", APPEND),
  t("list my invoices for 2025", 'list_directory', { path: 'factures/2025' }),
  t("ابحث عن ملف فيه كلمة caftan", 'search_files', { path: HOME, pattern: pat('caftan') }, { l: 'ar' }),
  t("Open the wedding caftan pattern", 'read_text_file', { path: 'patrons/caftan-mariage.md' }, { also: READ_ALSO }),
  t("In the fabric stock change satin duchesse from 12 m to 7 m, I used 5", 'edit_file', { path: 'fournitures/tissus.txt' }, { also: EDIT_ALSO }),
  t("Souviens-toi que Salma, mon apprentie, commence à 9h le samedi", 'create_entities', {}, { also: REMEMBER_ALSO, l: 'fr' }),
  t("what time salma starts on saturday?", 'search_nodes', { query: name('Salma') }),
  t("تذكر أن أختي خديجة تسكن في فاس", 'create_entities', {}, { also: REMEMBER_ALSO, l: 'ar' }),
  t("how much space the photos of models take on the computer", 'list_directory_with_sizes', { path: 'photos/modeles' }, { also: SIZES }),
  t("make a folder for the 2026 invoices", 'create_directory', { path: 'factures/2026' }),
  t("show me the harira recipe", 'read_text_file', { path: 'recettes/harira.txt' }, { also: READ_ALSO }),
  t("when did I last change the measurements file", 'get_file_info', { path: 'clients/mesures.csv' }, { also: INFO_ALSO }),
  t("rename djellaba-enfant to djellaba-enfant-4ans", 'move_file', { source: 'patrons/djellaba-enfant.md', destination: 'patrons/djellaba-enfant-4ans.md' }),
  t("Mme Alaoui prefers fittings on Tuesday afternoon, remember please", 'create_entities', {}, { also: REMEMBER_ALSO }),
  t("what do you know about Mme Alaoui", 'search_nodes', { query: [...name('Alaoui'), 'Mme Alaoui', 'Madame Alaoui'] }),
  t("open the brouillon", 'read_text_file', { path: 'factures/2025/brouillon-015.txt' }, { also: READ_ALSO, h: ["list my invoices for 2025", "factures/2025 has facture-001.pdf to facture-014.pdf, and one text file: brouillon-015.txt."] }),
  t("change the acompte to 2 500", 'edit_file', { path: 'factures/2025/brouillon-015.txt' }, { also: EDIT_ALSO, h: ["list my invoices for 2025", "factures/2025 has facture-001.pdf to facture-014.pdf, and one text file: brouillon-015.txt.", "open the brouillon", "factures/2025/brouillon-015.txt:\nClient: Mme Alaoui\nCaftan mariage, broderie sfifa\nTotal: 4 800 MAD\nAcompte: 2 000 MAD"] }),
  t("Salma ne travaille plus avec moi, oublie-la", 'delete_entities', {}, { also: FORGET_ALSO, l: 'fr' }),
  t("write a new file clients/rappels.txt with: appeler Mme Berrada lundi, acheter fil doré", 'write_file', { path: 'clients/rappels.txt' }),
  t("show me both patterns, the caftan and the djellaba", 'read_multiple_files', { paths: both('patrons/caftan-mariage.md', 'patrons/djellaba-enfant.md') }, { also: READ_BOTH }),
  t("find photos with 'vert' in the name in the models folder", 'search_files', { path: 'photos/modeles', pattern: pat('vert') }),
  n("How many metres of fabric for a caftan for a woman 1m65?"),
  n("c'est quoi la différence entre le satin et le crêpe ?", { l: 'fr' }),
  n("how do I remove a wine stain from silk"),
  n("write a polite message to a client who didn't pay the rest since 2 months"),
  n("4800 minus 2500 then minus 10 percent discount, what remains"),
  n("شكرا جزيلا", { l: 'ar' }),
  n("how to keep client measurements organised, notebook or computer?"),
  n("can I make it without meat for my sister?", { h: ["show me the harira recipe", "recettes/harira.txt:\nlentilles, pois chiches, tomates, céleri, coriandre, persil, smen, farine pour la tadouira, 300 g de viande d'agneau"] }),
  n("what is a French seam"),
  n("and for thick wool, what is better?", { h: ["what is a French seam", "A French seam hides the raw edges inside the seam: you sew wrong sides together, trim, then fold and sew again right sides together. It's ideal for light fabrics like chiffon or silk."] }),
  n("good night, tomorrow is big day with 3 fittings"),
  n("what does 'remember password' do when I click it in the browser"),

  // ───────────── 8. Pete, beekeeper, Montana ─────────────
  t("OPEN HIVE INSPECTIONS", 'read_text_file', { path: 'bees/hive-inspections.txt' }, { also: READ_ALSO }),
  open("add to hive inspecions: 6/21 hive 3 queenright, 8 frames brood, calm", APPEND),
  t("how much honey did i sell last year look at the 2024 sales", 'read_text_file', { path: 'bees/honey-sales-2024.csv' }, { also: READ_ALSO }),
  t("whats in my taxes folder for 2024", 'list_directory', { path: 'taxes/2024' }),
  t("find the swarm pic from may", 'search_files', { path: HOME, pattern: pat('swarm') }),
  t("show me that swarm picture pics/swarm-may.jpg", 'read_media_file', { path: 'pics/swarm-may.jpg' }),
  t("rember buck got his rabies shot june 2 at dr kowalski", 'create_entities', {}, { also: REMEMBER_ALSO }),
  t("when was bucks rabies shot", 'search_nodes', { query: name('Buck') }),
  t("mite counts file whats the last entry", 'read_text_file', { path: 'bees/mite-counts.txt' }, { also: READ_ALSO }),
  t("chnage hive 2 mite count from 9 to 6 i read it wrong", 'edit_file', { path: 'bees/mite-counts.txt' }, { also: EDIT_ALSO }),
  t("queen orders what do i have coming", 'read_text_file', { path: 'bees/queen-orders.txt' }, { also: READ_ALSO }),
  t("make a folder taxes/2025", 'create_directory', { path: 'taxes/2025' }),
  t("REMEMBER DALE NEXT DOOR BORROWS MY EXTRACTOR EVERY AUGUST, HE OWES ME A JAR", 'create_entities', {}, { also: REMEMBER_ALSO }),
  t("what did i say about dale", 'search_nodes', { query: name('Dale') }),
  t("test the echo thing tyler set up, have it say hello pete", 'echo', { message: ['hello pete', 'Hello Pete', 'Hello pete', 'hello pete!', 'Hello Pete!'] }),
  t("tyler says theres a tool that adds numbers, have it add 412 and 388", 'get-sum', { a: [412, 388], b: [388, 412] }),
  t("show me that tiny picture thing tyler was on about", 'get-tiny-image', {}),
  t("how big is the welding projects file", 'get_file_info', { path: 'shop/welding-projects.md' }, { also: INFO_ALSO }),
  t("ok read it to me", 'read_text_file', { path: 'shop/welding-projects.md' }, { also: READ_ALSO, h: ["how big is the welding projects file", "shop/welding-projects.md is 3.2 KB, last modified May 14."] }),
  t("move the receipts one to taxes/2025 i put it in the wrong year", 'move_file', { source: 'taxes/2024/receipts.txt', destination: 'taxes/2025/receipts.txt' }, { h: ["whats in my taxes folder for 2024", "taxes/2024 has: schedule-f.pdf, receipts.txt, 1099-misc.pdf"] }),
  open("add a line 3 italian queens from wilbanks ship 7/8", APPEND, { h: ["queen orders what do i have coming", "bees/queen-orders.txt:\n2 Carniolan queens – Olivarez – ship week of 6/24\n1 Saskatraz – local – pickup 7/1"] }),
  t("show both honey sales files 2024 and 2025 i wanna compare", 'read_multiple_files', { paths: both('bees/honey-sales-2024.csv', 'bees/honey-sales-2025.csv') }, { also: READ_BOTH }),
  t("dale moved to billings, forget about him", 'delete_entities', {}, { also: FORGET_ALSO }),
  t("start that long running test thing for 10 seconds", 'trigger-long-running-operation', { duration: 10 }),
  n("whats the best time to treat for varroa with oxalic acid"),
  n("how many lbs of honey in a deep frame roughly"),
  n("what should i charge for a pint jar of raw honey at the farmers market these days"),
  n("my 7018 rods got damp can i still use em"),
  n("write a lil sign for my honey stand, cash only honor system"),
  n("324 lbs at 9.50 a lb whats that"),
  n("is that decent for 6 hives", { h: ["how much honey did i sell last year look at the 2024 sales", "bees/honey-sales-2024.csv totals: 312 lb sold — 180 lb at the farmers market, 92 lb to Dale's store, 40 lb online. Revenue $2,964."] }),
  n("thanks pardner"),
  n("whats a 'file extension', tyler keeps sayin .csv"),
  n("is it safe to weld galvanized pipe in my shop"),
  n("how to tell if buck picked up ticks after a walk"),

  // ───────────── 9. Mai, nail tech + nursing student, Houston ─────────────
  t("pls open my appointments for the salon", 'read_text_file', { path: 'salon/appointments.txt' }, { also: READ_ALSO }),
  open("add jessica sat 2pm gel x + chrome pink to appts", APPEND),
  t("show me the chrome pink design pic", 'read_media_file', { path: 'salon/designs/chrome-pink.jpg' }),
  t("what designs do i have saved", 'list_directory', { path: 'salon/designs' }),
  t("price list pls", 'read_text_file', { path: 'salon/price-list.md' }, { also: READ_ALSO }),
  t("change gel x full set from $55 to $60 in price list", 'edit_file', { path: 'salon/price-list.md' }, { also: EDIT_ALSO }),
  t("pharm flashcards", 'read_text_file', { path: 'school/pharm-flashcards.md' }, { also: READ_ALSO }),
  open("add flashcard: furosemide – loop diuretic – watch K+", APPEND),
  t("remember jessica is allergic to acrylic monomer, only gel", 'create_entities', {}, { also: REMEMBER_ALSO }),
  t("anything i should know abt jessica b4 her appt", 'search_nodes', { query: name('Jessica') }),
  t("she also likes almond shape, save that", 'add_observations', {}, { also: ADD_MORE, h: ["anything i should know abt jessica b4 her appt", "You told me Jessica is allergic to acrylic monomer, so gel only."] }),
  t("nhớ giùm em là sinh nhật má ngày 12 tháng 8 âm lịch nha", 'create_entities', {}, { also: REMEMBER_ALSO, l: 'vi' }),
  t("mở file sinh nhật gia đình", 'read_text_file', { path: 'gia-dinh/sinh-nhat.txt' }, { also: READ_ALSO, l: 'vi' }),
  t("how much did i make in tips this june", 'read_text_file', { path: 'money/tips-june.csv' }, { also: READ_ALSO }),
  t("care plans folder whats in it", 'list_directory', { path: 'school/care-plans' }),
  t("make a new care plan file for diabetes type 2 in that folder, just headers: assessment, diagnosis, planning, interventions, evaluation", 'write_file', { path: ['school/care-plans/diabetes.md', 'school/care-plans/dm2.md', 'school/care-plans/diabetes-type-2.md', 'school/care-plans/t2dm.md', 'school/care-plans/diabetes-type2.md'] }),
  t("find my COPD care plan", 'search_files', { path: [...HOME, 'school', 'school/care-plans'], pattern: [...pat('copd'), ...pat('COPD')] }),
  t("when did i edit the fall schedule last", 'get_file_info', { path: 'school/schedule-fall.txt' }, { also: INFO_ALSO }),
  t("linh covered my shift thursday, remember i owe her one", 'create_entities', {}, { also: REMEMBER_ALSO }),
  t("do i owe anybody a shift", 'search_nodes', { query: ['shift', 'owe', ...name('Linh')] }),
  t("rename french-ombre to baby-boomer", 'move_file', { source: 'salon/designs/french-ombre.jpg', destination: 'salon/designs/baby-boomer.jpg' }, { h: ["what designs do i have saved", "salon/designs has cat-eye.jpg, french-ombre.jpg and chrome-pink.jpg."] }),
  t("move jessica to sat 4pm", 'edit_file', { path: 'salon/appointments.txt' }, { also: EDIT_ALSO, h: ["pls open my appointments for the salon", "salon/appointments.txt:\nFri 6/20 – 10am Trang pedi, 1pm Jessica fill\nSat 6/21 – 11am walk-ins, 3pm Kim dip\nSun 6/22 – off"] }),
  t("lịch học mùa thu của em có gì vậy", 'read_text_file', { path: 'school/schedule-fall.txt' }, { also: READ_ALSO, l: 'vi' }),
  t("how big is the designs folder", 'list_directory_with_sizes', { path: 'salon/designs' }, { also: SIZES }),
  n("whats the max dose of acetaminophen per day for adults"),
  n("how to remove gel polish without ruining the nail bed"),
  n("tips for remembering drug classes, like the suffixes?"),
  n("cách nói 'walk-ins welcome' bằng tiếng Việt cho bảng hiệu", { l: 'vi' }),
  n("if i make 180 a day in tips 5 days a week how much a month"),
  n("write a cute ig caption for 4th of july nails"),
  n("ty 💅"),
  n("quiz me on these", { h: ["pharm flashcards", "school/pharm-flashcards.md:\n- metoprolol – beta blocker – hold if HR < 60\n- lisinopril – ACE inhibitor – watch for dry cough\n- warfarin – anticoagulant – monitor INR"] }),
  n("whats the difference between SBAR and a care plan"),
  n("how do i make a folder in the iphone files app for school pdfs"),
  n("is it ok to do nails if the client has a fungal infection"),

  // ───────────── 10. Jonas, student + modder, Leipzig ─────────────
  t("zeig mal den ordner mods/skyblock-plus", 'list_directory', { path: 'mods/skyblock-plus' }, { l: 'de' }),
  t("open config.json of my skyblock mod", 'read_text_file', { path: 'mods/skyblock-plus/config.json' }, { also: READ_ALSO }),
  t("in config.json set maxIslands from 50 to 100", 'edit_file', { path: 'mods/skyblock-plus/config.json' }, { also: EDIT_ALSO }),
  t("echo test: ping 123", 'echo', { message: 'ping 123' }),
  t("bro what env vars does the everything server have", 'get-env', {}),
  t("run the long running op with 5 steps and 20 seconds", 'trigger-long-running-operation', { duration: 20, steps: 5 }),
  t("toggle the simulated logging", 'toggle-simulated-logging', {}),
  t("gimme 3 resource links from the demo server", 'get-resource-links', { count: 3 }),
  t("get-sum 2.5 + 4.75 just to see if it does floats", 'get-sum', { a: [2.5, 4.75], b: [4.75, 2.5] }),
  t("simulate a research query about redstone computers", 'simulate-research-query', { topic: ['redstone computers', 'Redstone computers', 'redstone computer'] }),
  t("wie sieht mein stundenplan aus", 'read_text_file', { path: 'schule/stundenplan.txt' }, { also: READ_ALSO, l: 'de' }),
  t("merk dir: Leon ist mein Kumpel, er hostet unseren Minecraft-Server", 'create_entities', {}, { also: REMEMBER_ALSO, l: 'de' }),
  t("what did i tell u about leon", 'search_nodes', { query: name('Leon') }),
  t("find every file ending in .gradle", 'search_files', { path: HOME, pattern: ext('gradle') }),
  t("make a folder mods/skyblock-plus/textures", 'create_directory', { path: 'mods/skyblock-plus/textures' }),
  t("show me the tree of my mods folder", 'directory_tree', { path: 'mods' }, { also: ['list_directory', 'list_directory_with_sizes'] }),
  t("referat klimawandel, how big is it and when did i last save it", 'get_file_info', { path: 'schule/referat-klimawandel.md' }, { also: INFO_ALSO }),
  t("lies die readme", 'read_text_file', { path: 'mods/skyblock-plus/README.md' }, { also: READ_ALSO, l: 'de', h: ["zeig mal den ordner mods/skyblock-plus", "mods/skyblock-plus enthält: config.json, README.md, build.gradle"] }),
  open("append to minecraft/servers.txt: leon-smp  play.leonsmp.de:25565", APPEND),
  t("rename praktikum/bewerbung.txt to bewerbung-autohaus.txt", 'move_file', { source: 'praktikum/bewerbung.txt', destination: 'praktikum/bewerbung-autohaus.txt' }),
  t("which dirs do u actually have access to", 'list_allowed_directories', {}),
  t("try the structured content tool with Berlin", 'get-structured-content', { location: ['Berlin', 'berlin'] }),
  t("now gzip a file called hello.txt with the data 'hallo welt'", 'gzip-file-as-resource', { name: 'hello.txt', data: ['hallo welt'] }, { h: ["echo test: ping 123", "The echo tool returned: Echo: ping 123"] }),
  t("remember frau schmidt is my maths teacher and super strict with homework deadlines", 'create_entities', {}, { also: REMEMBER_ALSO }),
  t("forget the strict part lol she gave me an extension", 'delete_observations', {}, { also: UPDATE_MEM }),
  n("wie rechne ich die ableitung von x^3 * sin(x)", { l: 'de' }),
  n("java vs kotlin for fabric mods?"),
  n("what's a json file actually, like why do mods use it"),
  n("and yaml?", { h: ["what's a json file actually, like why do mods use it", "JSON is a plain-text format for structured data — keys and values, lists, nested objects. Mods use it for configs because it's easy for both people and programs to read."] }),
  n("give me 3 arguments against 'climate change is natural' for my presentation"),
  n("is 16 too young to do an internship at a car dealership in germany"),
  n("lol ok"),
  n("is that valid json? looks weird", { h: ["open config.json of my skyblock mod", "mods/skyblock-plus/config.json:\n{\n  \"maxIslands\": 50,\n  \"startingItems\": [\"ice\", \"lava_bucket\"],\n  \"voidDamage\": true\n}"] }),
  n("how do i structure my mod project folders properly, src/main/java etc"),
  n("what does git clone do"),
  n("check my english: 'I am very interested on doing my internship by your company'"),
];

const WORDED_WRITES = new Set(['create_entities', 'add_observations', 'create_relations', 'delete_observations']);
export default cases.map((c) => ({ ...c, calls: c.calls.map((call) => (WORDED_WRITES.has(call.name) ? { ...call, arguments: {} } : call)) }));
