/**
 * Everyday requests, twenty-fourth writer. Written from the tools' names and
 * argument names only (not the engine, not any other writer's list), for an
 * assistant with three servers: a filesystem rooted at the user's own home
 * folder, a memory knowledge graph, and the "everything" demo server.
 *
 * Ten people, about 35 requests each, typed the way each of them types to a
 * chat assistant over a few weeks:
 *
 *  1. Tsegaye Bekele, 58, Addis Ababa (Ethiopia): coaches a small distance-running
 *     club of teenagers up at Entoto. Short, careful English sentences, articles
 *     often dropped; now and then Amharic in Ge'ez script.
 *  2. Ioana Mureșan, 29, Cluj-Napoca (Romania): puppeteer and puppet-maker at a
 *     children's puppet theatre. Types on her phone between shows: lowercase, typos
 *     ("cna", "teh", "wen"), no diacritics, drops into Romanian.
 *  3. Batbayar Gantulga, 41, Ulaanbaatar (Mongolia): air traffic controller,
 *     trains his father's racehorses for Naadam. Very terse ("ls work", "vocab");
 *     sometimes Mongolian in Cyrillic.
 *  4. Farhana Akter, 36, Dhaka (Bangladesh): microfinance field officer for an NGO,
 *     visits women's savings groups in Mirpur and Savar; mother of a ten-year-old.
 *     Formal South Asian English ("kindly", "do the needful", "prepone"), Bengali
 *     script and Banglish in Latin letters.
 *  5. Cedric Flett, 76, Stromness (Orkney, Scotland): retired lighthouse keeper
 *     (the lights were automated in 1998), now paints watercolours and gives
 *     local-history talks. Very polite and long-winded, writes as he would a letter.
 *  6. Joaquín Sepúlveda, 47, Valparaíso (Chile): glazier with a small glass and
 *     aluminium business; learnt English on cruise ships. Dictates by voice from his
 *     van: no punctuation, spoken "comma"/"period", homophones ("right a new file"),
 *     and Chilean Spanish.
 *  7. Dewi Lestari, 24, Yogyakarta (Indonesia): primary-school music teacher, teaches
 *     gamelan at a community sanggar at weekends, applying for a master's scholarship.
 *     Mixes English and Indonesian slang ("yg", "bgt", "wkwk"), emoji.
 *  8. Lin Mei-hua (林美華), 63, Tainan (Taiwan): runs an oyster-omelette stall at the
 *     night market with her son; her granddaughter set the assistant up. Traditional
 *     Chinese by handwriting input, or short broken English.
 *  9. Armen Hovhannisyan, 38, Yerevan (Armenia): chess coach (school chess lessons and
 *     online students). Fast lowercase, chess shorthand, Armenian script sometimes;
 *     pokes at the demo tools to see what they do.
 * 10. Tomáš Dvořák, 19, Brno (Czechia): apprentice chimney sweep, plays floorball,
 *     drives an old Škoda Felicia. Slang, "bro", "lol", Czech without diacritics.
 *
 * Files named only by what they are ("my price list", "the tour file") expect a
 * search of the home folder first, then the read; a line added to a file is a read
 * then an edit; where the assistant already saw the file in an earlier turn, the
 * follow-up goes straight to it.
 */
import { m, n, t } from './case-helpers.mjs';
import { addFact, append, at, both, correct, find, info, list, look, pat, read, readAll, recall, remember, whatYouKnow, findRead, findLook, findInfo, findEdit, findAppend, edit, search } from './case-shorthands.mjs';


/* ---------------------------------------------------------------------------
 * 1. Tsegaye Bekele, Addis Ababa
 *
 * /home/tsegaye
 * ├── club/
 * │   ├── athletes.csv
 * │   ├── kit_inventory.txt
 * │   ├── training_plans/
 * │   │   ├── 10k_group_march.txt
 * │   │   ├── marathon_group.txt
 * │   │   └── juniors_800m.txt
 * │   └── race_results/
 * │       ├── great_ethiopian_run_2023.csv
 * │       └── entoto_trail_2024.csv
 * ├── documents/
 * │   ├── passport_scan.jpg
 * │   ├── coaching_certificate_iaaf.pdf
 * │   └── visa_letter_valencia.docx
 * ├── photos/entoto_camp/
 * │   ├── morning_run_01.jpg
 * │   └── group_photo.jpg
 * ├── family/school_fees_2024.txt
 * └── notes.txt
 */
const T = '/home/tsegaye';
const tp = at(T);
const tsegaye = [
  findRead('Show me the training plan for the marathon group.', T, ['marathon'], tp('club/training_plans/marathon_group.txt')),
  list('what files are in club/race_results', tp('club/race_results')),
  findRead('የአትሌቶቹን ዝርዝር ክፈትልኝ', T, ['athletes', 'athlete'], tp('club/athletes.csv'), { l: 'am' }),
  findRead('I need the results of Great Ethiopian Run from last year. Which place was Meseret?', T, ['great_ethiopian', 'ethiopian', 'great'], tp('club/race_results/great_ethiopian_run_2023.csv')),
  findAppend('Add to kit inventory: 12 pairs spikes size 42, received from Adidas sponsor 3 May', T, ['kit', 'inventory'], tp('club/kit_inventory.txt')),
  remember('Please remember. Meseret Alemu, 17 years, runs 5000m, PB 15:42, she is from Sululta.', 'Meseret Alemu', 'athlete', ['17 years old', 'runs 5000m', 'PB 15:42', 'from Sululta']),
  correct('Meseret ran 15:31 on Saturday in Hawassa! New PB. Change it.', 'Meseret Alemu', 'PB 15:42', 'PB 15:31 (Hawassa)'),
  recall('What do you know about Dawit?', 'Dawit'),
  t('Make folder valencia_2024 inside club folder. We go to Valencia marathon in December.', 'create_directory', { path: tp('club/valencia_2024') }),
  m('Good. Now move the visa letter from documents into it.', [
    ['search_files', { path: [...tp('documents'), T, '.'], pattern: pat('visa') }],
    ['move_file', { source: tp('documents/visa_letter_valencia.docx'), destination: tp('club/valencia_2024/visa_letter_valencia.docx') }],
  ], { also: ['list_directory'], h: ['Make folder valencia_2024 inside club folder. We go to Valencia marathon in December.', 'Done. I created the folder club/valencia_2024 in your home folder.'] }),
  info('How big is passport_scan.jpg in documents? Embassy website says maximum 2 MB.', tp('documents/passport_scan.jpg')),
  findLook('Show me the group photo from Entoto camp', T, ['group_photo', 'group', 'entoto'], tp('photos/entoto_camp/group_photo.jpg')),
  t('Create new file club/training_plans/juniors_1500m.txt. Mon 6x400 at 70s, Wed 40 min easy, Fri hills 8x150, Sun long run 60 min.', 'write_file', { path: tp('club/training_plans/juniors_1500m.txt') }),
  find('Is there anything in my files about school fees?', T, ['fees', 'school_fees', 'school']),
  read('Open it', tp('family/school_fees_2024.txt'), { h: ['Is there anything in my files about school fees?', 'Yes, I found one file: family/school_fees_2024.txt.'] }),
  remember('ቶሎሳ ጫላ አዲስ አትሌት ነው። 16 ዓመቱ ነው፣ 1500 ሜትር ይሮጣል። አስታውስልኝ።', 'Tolosa Chala', 'athlete', ['new athlete', '16 years old', 'runs 1500m'], { l: 'am' }),
  readAll('Put the two race results side by side, Great Ethiopian Run 2023 and Entoto trail 2024. Both are in club/race_results', both(tp, 'club/race_results/great_ethiopian_run_2023.csv', 'club/race_results/entoto_trail_2024.csv')),
  whatYouKnow('Which of my athletes did I tell you about so far?'),
  addFact('Dawit Tesfaye left our club, he joined Hawassa City. Note this.', 'Dawit Tesfaye', ['left the club, joined Hawassa City']),
  t('Show me last 10 lines of notes.txt', 'read_text_file', { path: tp('notes.txt'), tail: 10 }),
  read('Open the 10k one', tp('club/training_plans/10k_group_march.txt'), { h: ['what is in club/training_plans', 'There are three files: 10k_group_march.txt, marathon_group.txt and juniors_800m.txt.'] }),
  list('documents ፎልደር ውስጥ ምን አለ?', tp('documents'), { l: 'am' }),
  n('What is a good easy run pace for a girl who runs 5000m in 15:30?'),
  n('How many km is marathon exactly? Somebody said 42.2, somebody 42.195'),
  n('Explain lactate threshold in simple words. I will tell my juniors tomorrow.'),
  n('Help me write email to Valencia marathon organisers. We are 4 athletes and 1 coach, we need hotel near the start and invitation letter for visa.'),
  n('How do I send photos by Telegram without losing quality?'),
  n('When it is 6 in the morning in Addis, what time in Valencia in December?'),
  n('ለወጣት ሯጮች ከልምምድ በፊት ጥሩ ቁርስ ምንድን ነው?', { l: 'am' }),
  n('Thank you, very useful.'),
  n('How do I make a new folder on my Android phone? It is Tecno phone.'),
  n('Is it good for 14 year old to run 80 km in a week?'),
  n('Convert 15 Miyazia 2016 Ethiopian calendar to European date please'),
  n('My athlete has pain inside the shin for 2 weeks. Rest or continue easy running?'),
  n('Now shorter, 3 sentences, for 13 year olds.', { h: ['Explain lactate threshold in simple words. I will tell my juniors tomorrow.', 'Lactate threshold is the fastest pace you can hold for a long time before your legs start to "burn" and you have to slow down. Below it, your body clears the waste as fast as it makes it; above it, the waste builds up. Training near it — tempo runs — pushes it higher, so you can run faster for longer.'] }),
];

/* ---------------------------------------------------------------------------
 * 2. Ioana Mureșan, Cluj-Napoca
 *
 * /home/ioana
 * ├── teatru/
 * │   ├── scripturi/
 * │   │   ├── capra_cu_trei_iezi.txt
 * │   │   ├── ursul_pacalit_de_vulpe.txt
 * │   │   └── new_show_draft.md
 * │   ├── turneu_2024.txt
 * │   └── papusi_materiale.txt
 * ├── atelier/
 * │   ├── patterns/
 * │   │   ├── fox_head_pattern.pdf
 * │   │   └── goat_marionette.png
 * │   └── foam_suppliers.txt
 * ├── personal/
 * │   ├── chirie.txt
 * │   └── yoga_schedule.txt
 * ├── Downloads/
 * │   ├── IMG_20240312_1844.jpg
 * │   └── factura_dedeman.pdf
 * └── todo.txt
 */
const I = '/home/ioana';
const ip = at(I);
const ioana = [
  read('cna u open my todo', ip('todo.txt')),
  list('whats in teh scripturi folder, the one in teatru', ip('teatru/scripturi')),
  append('add to todo: latex glue + 2m felt (the grey one)', ip('todo.txt')),
  findLook('show me the goat marionette pic pls', I, ['goat'], ip('atelier/patterns/goat_marionette.png')),
  findRead('wen is the sibiu date, its in the tour file somewhere', I, ['turneu', 'tour'], ip('teatru/turneu_2024.txt')),
  append('ok add oradea 14 june 10:30 to it', ip('teatru/turneu_2024.txt'), { h: ['wen is the sibiu date, its in the tour file somewhere', 'It is in teatru/turneu_2024.txt: Sibiu is on 22 May at Teatrul Gong, 11:00. The file also lists Alba Iulia on 8 May and Brașov on 30 May.'] }),
  findRead('read me scene 2 of the new show draft, i forgot what the fox says', I, ['new_show', 'draft'], ip('teatru/scripturi/new_show_draft.md')),
  t('move IMG_20240312_1844.jpg from Downloads to atelier/patterns and call it bear_sketch.jpg', 'move_file', { source: ip('Downloads/IMG_20240312_1844.jpg'), destination: ip('atelier/patterns/bear_sketch.jpg') }),
  remember('remember my director is Radu Pop and he HATES glitter on puppets, never again', 'Radu Pop', 'person', ['director of the puppet theatre', 'hates glitter on puppets']),
  findRead('whats the nr of the foam guy in turda', I, ['foam', 'supplier'], ip('atelier/foam_suppliers.txt')),
  findRead('cat e chiria luna asta? e in fisierul de chirie', I, ['chirie'], ip('personal/chirie.txt'), { l: 'ro' }),
  t('fa-mi un folder nou in teatru, "scufita rosie"', 'create_directory', { path: [...ip('teatru/scufita rosie'), ...ip('teatru/scufita_rosie')] }, { l: 'ro' }),
  remember('add Ana Bota to ur memory pls, she does lights for us, bday 3 may, allergic to cats', 'Ana Bota', 'person', ['does the lights at the theatre', 'birthday 3 May', 'allergic to cats']),
  m('radu isnt director anymore lol he moved to bucharest, national theatre. new director is Ilinca Sava', [
    ['add_observations', { observations: [[{ entityName: 'Radu Pop', contents: ['no longer director; moved to the National Theatre in Bucharest'] }]] }],
    ['create_entities', { entities: [[{ name: 'Ilinca Sava', entityType: 'person', observations: ['new director of the puppet theatre'] }]] }],
  ], { also: ['delete_observations'] }),
  info('how big is factura_dedeman.pdf in downloads, need to email it', ip('Downloads/factura_dedeman.pdf')),
  list('list evrything in downloads', ip('Downloads')),
  find('search my stuff for anything with vulpe in the name', I, ['vulpe']),
  recall('wat do u know abt ana', 'Ana'),
  readAll('read me both, capra and ursul, i want to see which is shorter', both(ip, 'teatru/scripturi/capra_cu_trei_iezi.txt', 'teatru/scripturi/ursul_pacalit_de_vulpe.txt'), { h: ['whats in teh scripturi folder, the one in teatru', 'teatru/scripturi has three files: capra_cu_trei_iezi.txt, ursul_pacalit_de_vulpe.txt and new_show_draft.md.'] }),
  findRead('ce am scris in yoga schedule? ma duc marti sau miercuri?', I, ['yoga'], ip('personal/yoga_schedule.txt'), { l: 'ro' }),
  t('sizes of the files in atelier/patterns pls, biggest first', 'list_directory_with_sizes', { path: ip('atelier/patterns'), sortBy: 'size' }),
  t('my friend says u have a tiny image thing?? show me lol', 'get-tiny-image'),
  findAppend('adauga pe lista de materiale pt papusi: 6 ochi de sticla albastri, 20mm', I, ['materiale', 'papusi'], ip('teatru/papusi_materiale.txt'), { l: 'ro' }),
  n('how do i get hot glue off velvet without ruining it'),
  n('upholstery foam or EVA foam for a puppet head thats gonna be used like 200 times'),
  n('ce rimeaza cu vulpe? am nevoie pt un cantecel', { l: 'ro' }),
  n('write me a short funny intro for kids 4-6 before the show, like 30 sec, the host is a hedgehog'),
  n('how do i rename a file on my samsung, the gallery one'),
  n('can i put acrylic paint on latex or will it crack'),
  n('lol thx ur a lifesaver'),
  n('my shoulders are dead from holding the puppet above my head for 40 min, any stretches?'),
  n('is it "marionette" or "string puppet" in english for a flyer?'),
  n('how long is the train cluj to sibiu aprox'),
  n('make it rhyme and add a bit where the kids shout hello', { h: ['write me a short funny intro for kids 4-6 before the show, like 30 sec, the host is a hedgehog', 'Hello, hello! I\'m Spike the hedgehog — careful, don\'t hug me too hard, I\'m a bit pointy! Today our friends the goat and her three little kids have a big adventure. Are you ready? Then sit nicely, open your eyes wide, and let\'s begin!'] }),
  n('wats a good glue for felt on foam that doesnt smell, tiny workshop no windows'),
];

/* ---------------------------------------------------------------------------
 * 3. Batbayar Gantulga, Ulaanbaatar
 *
 * /home/batbayar
 * ├── work/
 * │   ├── roster_2024_q2.csv
 * │   ├── atc_phraseology_notes.txt
 * │   ├── icao_english_exam/
 * │   │   ├── vocab.txt
 * │   │   └── practice_recordings/test_01.mp3
 * │   └── incident_reports/2024-02-11_go_around.txt
 * ├── horses/
 * │   ├── horses.txt
 * │   ├── naadam_2024_plan.txt
 * │   └── feed_log.csv
 * ├── car/land_cruiser_service.txt
 * └── kids/school_contacts.txt
 */
const B = '/home/batbayar';
const bp = at(B);
const batbayar = [
  findRead('q2 roster', B, ['roster'], bp('work/roster_2024_q2.csv')),
  list('ls work', bp('work')),
  findRead('vocab', B, ['vocab'], bp('work/icao_english_exam/vocab.txt')),
  append('add: holding pattern — хүлээлгийн тойрог', bp('work/icao_english_exam/vocab.txt'), { h: ['vocab', 'Here is work/icao_english_exam/vocab.txt (62 lines). The last ones are: "go around — давтан ойртолт", "squawk ident — ...".'] }),
  m('feed log last 10', [search(B, ['feed']), ['read_text_file', { path: bp('horses/feed_log.csv'), tail: [10, ''] }]], { also: ['read_multiple_files'] }),
  read('horses/horses.txt нээ', bp('horses/horses.txt'), { l: 'mn' }),
  remember('remember: horse Khüren Azarga, stallion 6yo, 3rd at Naadam 2023. trainer Dorj', 'Khüren Azarga', 'horse', ['stallion, 6 years old', '3rd place at Naadam 2023', 'trainer Dorj']),
  recall('dorj phone?', 'Dorj'),
  addFact('Доржийн утас 99112233 гэж тэмдэглээд ав', 'Dorj', ['phone 99112233'], { l: 'mn' }),
  findRead('land cruiser service log', B, ['service', 'land_cruiser', 'cruiser'], bp('car/land_cruiser_service.txt')),
  t('new file work/incident_reports/2024-05-03_runway_incursion.txt. 0614 local, vehicle crossed hold line twy A, no conflict, reported to supervisor', 'write_file', { path: bp('work/incident_reports/2024-05-03_runway_incursion.txt') }),
  findInfo('size test_01.mp3', B, ['test_01'], bp('work/icao_english_exam/practice_recordings/test_01.mp3')),
  t('tree horses', 'directory_tree', { path: bp('horses') }, { also: ['list_directory'] }),
  t('rename horses/naadam_2024_plan.txt -> naadam_2024_plan_v1.txt', 'move_file', { source: bp('horses/naadam_2024_plan.txt'), destination: bp('horses/naadam_2024_plan_v1.txt') }),
  findRead('school contacts', B, ['school', 'contacts'], bp('kids/school_contacts.txt')),
  t('what dirs can u access', 'list_allowed_directories'),
  find('find go around report', B, ['go_around', 'go-around', 'go around']),
  read('open', bp('work/incident_reports/2024-02-11_go_around.txt'), { h: ['find go around report', 'Found one: work/incident_reports/2024-02-11_go_around.txt.'] }),
  t('forget Dorj. he quit', 'delete_entities', { entityNames: ['Dorj'] }),
  findRead('Наадмын төлөвлөгөө нээ', B, ['naadam'], bp('horses/naadam_2024_plan.txt'), { l: 'mn' }),
  whatYouKnow('everything in memory'),
  edit('swap 15 may night with Tuvshin, put it in the file', bp('work/roster_2024_q2.csv'), { h: ['q2 roster', 'Here is work/roster_2024_q2.csv. You are on nights 14–17 May and days 20–23 May; Tuvshin is on days 14–17 May.'] }),
  n('QNH 1013 in inHg'),
  n('ICAO level 4 vs 5 diff'),
  n('Наадмын хурдан морины уралдаан хэдэн км вэ?', { l: 'mn' }),
  n('translate to mongolian: "line up and wait"'),
  n('crosswind component rwy 29, wind 340/18'),
  n('ok'),
  n('thx'),
  n('fatigue tips. 4 nights in a row'),
  n('weather ub tomorrow?'),
  n('Монгол адууны дундаж наслалт хэд вэ?', { l: 'mn' }),
  n('english for уяач'),
  n('level 6?', { h: ['ICAO level 4 vs 5 diff', 'Level 4 (Operational) is the minimum for licensing and must be re-tested every 3 years or so; Level 5 (Extended) handles unexpected situations and complications more fluently and is re-tested about every 6 years.'] }),
  n('convert mp3 to m4a on mac how'),
];

/* ---------------------------------------------------------------------------
 * 4. Farhana Akter, Dhaka
 *
 * /home/farhana
 * ├── office/
 * │   ├── groups/
 * │   │   ├── mirpur_shapla_group.csv
 * │   │   ├── savar_jui_group.csv
 * │   │   └── savar_kamini_group.csv
 * │   ├── monthly_reports/
 * │   │   ├── report_jan_2024.docx
 * │   │   ├── report_feb_2024.docx
 * │   │   └── report_mar_2024_draft.txt
 * │   ├── visit_schedule.txt
 * │   └── training_attendance.txt
 * ├── home/
 * │   ├── bazar_list.txt
 * │   ├── electricity_bills.txt
 * │   └── eid_gift_list.txt
 * ├── son_rayhan/
 * │   ├── class5_routine.jpg
 * │   └── tutor_payments.txt
 * └── cv_farhana_2024.docx
 */
const F = '/home/farhana';
const fp = at(F);
const farhana = [
  findRead('Kindly show me the members list of Shapla group, Mirpur.', F, ['shapla'], fp('office/groups/mirpur_shapla_group.csv')),
  findAppend('Please add in my visit schedule: 14 April, Savar Jui group, 10 am. Kindly do the needful.', F, ['visit', 'schedule'], fp('office/visit_schedule.txt')),
  list('In office folder, what is there in monthly_reports?', fp('office/monthly_reports')),
  findRead('Open the March report draft please', F, ['report_mar', 'mar', 'march'], fp('office/monthly_reports/report_mar_2024_draft.txt')),
  findAppend('বাজারের লিস্টে ২ ডজন ডিম আর ৩ কেজি পেঁয়াজ যোগ করো', F, ['bazar'], fp('home/bazar_list.txt'), { l: 'bn' }),
  findRead('amar eid gift list ta dekhao to', F, ['eid', 'gift'], fp('home/eid_gift_list.txt'), { l: 'bn-Latn' }),
  remember('Please remember: Rokeya Begum is the leader of Kamini group in Savar. Her phone number ends with 4417.', 'Rokeya Begum', 'person', ['leader of Kamini group, Savar', 'phone number ends with 4417']),
  recall('Who is the leader of Jui group? I think I told you before.', 'Jui'),
  addFact("Rokeya apa's group has repaid fully this cycle, please note it with her.", 'Rokeya Begum', ['Kamini group repaid fully this cycle']),
  readAll('Please compare Jui and Kamini, which group has more members?', both(fp, 'office/groups/savar_jui_group.csv', 'office/groups/savar_kamini_group.csv'), { h: ['What files are in office/groups?', 'There are three files in office/groups: mirpur_shapla_group.csv, savar_jui_group.csv and savar_kamini_group.csv.'] }),
  findRead('How much did I pay the tutor in February total?', F, ['tutor'], fp('son_rayhan/tutor_payments.txt')),
  findLook("Show Rayhan's class routine picture, I forgot if Tuesday has Bangla or English first period", F, ['routine'], fp('son_rayhan/class5_routine.jpg')),
  t('Make one new folder named april_2024 inside office/monthly_reports', 'create_directory', { path: fp('office/monthly_reports/april_2024') }),
  t('It is final now. Rename it report_mar_2024_final.txt', 'move_file', { source: fp('office/monthly_reports/report_mar_2024_draft.txt'), destination: fp('office/monthly_reports/report_mar_2024_final.txt') }, { h: ['Open the March report draft please', 'Here is office/monthly_reports/report_mar_2024_draft.txt: March 2024 — 3 groups visited, 61 members, collection rate 96%, 2 new loans disbursed, 1 member (Shapla) in arrears.'] }),
  findInfo('When was my CV last modified? I want to know if I updated it after the BRAC interview.', F, ['cv'], fp('cv_farhana_2024.docx')),
  findRead('বিদ্যুৎ বিলের ফাইলটা খোলো, মার্চে কত এসেছিল দেখি', F, ['electricity', 'bill'], fp('home/electricity_bills.txt'), { l: 'bn' }),
  findAppend('Training attendance file - add: 9 April, hygiene training, 23 present', F, ['training', 'attendance'], fp('office/training_attendance.txt')),
  whatYouKnow('What all did I tell you to remember till now?'),
  find('Is there any file of Savar groups? I need all of them', F, ['savar']),
  recall('Rokeya apar number er shesh 4 ta digit koto chilo?', 'Rokeya', { l: 'bn-Latn' }),
  edit('ডিমটা কেটে দাও, কিনে ফেলেছি', fp('home/bazar_list.txt'), { l: 'bn', h: ['বাজারের লিস্টটা দেখাও', 'home/bazar_list.txt-এ আছে: চাল ৫ কেজি, ডাল ১ কেজি, ডিম ২ ডজন, পেঁয়াজ ৩ কেজি, সয়াবিন তেল ২ লিটার।'] }),
  n('Kindly draft a polite SMS in Bangla reminding members that installment is due on Thursday.'),
  n('What is the difference between flat rate and declining balance interest? Please explain simply, I have to explain to members.'),
  n('How to make a pivot table in Excel? Kindly give steps.'),
  n('Rayhan has fever 101 since morning, should I worry or give Napa?'),
  n('ঈদের জন্য সহজ সেমাই রেসিপি বলো', { l: 'bn' }),
  n('"Prepone" — is it correct English? My new UK supervisor did not understand when I said meeting is preponed.'),
  n('Thank you so much, you are a big help.'),
  n('How do I put a password on a Word file?'),
  n('What is a good way to motivate women to come to monthly meeting in rainy season?'),
  n('Make it shorter please, SMS is costly', { h: ['Kindly draft a polite SMS in Bangla reminding members that installment is due on Thursday.', 'আসসালামু আলাইকুম আপা, আশা করি ভালো আছেন। মনে করিয়ে দিচ্ছি যে এই বৃহস্পতিবার আপনার কিস্তি জমা দেওয়ার দিন। সময়মতো জমা দেওয়ার জন্য অগ্রিম ধন্যবাদ। — ফারহানা'] }),
  n('Dhaka to Savar by bus in the morning, how much time normally?'),
  n('Write 3 lines for my CV about microfinance field work, I am applying for programme officer post.'),
  n('How to make WhatsApp photos not save automatically in gallery?'),
  n('Can you remind me tomorrow 9am to call Rokeya apa?'),
];

/* ---------------------------------------------------------------------------
 * 5. Cedric Flett, Stromness
 *
 * /home/cedric
 * ├── Paintings/
 * │   ├── inventory.txt
 * │   ├── exhibition_pier_arts_2024.txt
 * │   └── photos/
 * │       ├── hoy_sound_sunset.jpg
 * │       └── yesnaby_cliffs.jpg
 * ├── Lighthouse Years/
 * │   ├── logbook_transcriptions/
 * │   │   ├── 1974_sule_skerry.txt
 * │   │   └── 1981_noup_head.txt
 * │   └── talk_for_heritage_society.txt
 * ├── Letters/
 * │   ├── to_margaret_ann.txt
 * │   └── council_planning_objection.txt
 * ├── Household/
 * │   ├── pills.txt
 * │   ├── ferry_bookings.txt
 * │   └── christmas_card_list.txt
 * └── Recipes/bere_bannocks.txt
 */
const C = '/home/cedric';
const cp = at(C);
const cedricLetterAsk = "Would you be so kind as to start a new letter for me in my Letters folder, addressed to Orkney Ferries customer services, regarding the cancelled sailing last Tuesday? Just put 'Dear Sir or Madam' at the top for now, and I shall tell you the rest later this afternoon.";
const cedricPoemAsk = "I wonder whether you could help me with a short poem about the Old Man of Hoy, something a nine-year-old might read aloud at school. Nothing too sombre, if you please.";
const cedric = [
  list('Good morning. I wonder if you might be so kind as to show me what is in my folder called Paintings; I have rather lost track of what I put there over the winter. Many thanks in advance.', cp('Paintings')),
  read('Would you be good enough to read me my talk for the Heritage Society? It lives in the Lighthouse Years folder, I believe, and is called talk_for_heritage_society. I should like to refresh my memory of it before Thursday evening.', cp('Lighthouse Years/talk_for_heritage_society.txt')),
  findAppend('I have just sold the painting of the Yesnaby cliffs to a very pleasant couple from Dundee for £180. Could you possibly add a line to my inventory to say so? I would be most grateful.', C, ['inventory'], cp('Paintings/inventory.txt')),
  remember('I should be most obliged if you would remember, for future reference, that my daughter Margaret Ann lives in Perth (the Scottish one, not Australia, as people so often assume) and that her birthday falls on the 9th of November.', 'Margaret Ann', 'person', ["Cedric's daughter", 'lives in Perth, Scotland', 'birthday 9 November']),
  recall("Forgive me for asking again, but when did I tell you my daughter's birthday was? I have a terrible feeling I may have missed it last year.", ['Margaret Ann', 'daughter']),
  findRead('I am trying to find my transcription of the Sule Skerry logbook from 1974. My late wife typed it up for me many years ago and I have been meaning to look at it again. Could you find it and show me?', C, ['sule', 'skerry', '1974'], cp('Lighthouse Years/logbook_transcriptions/1974_sule_skerry.txt')),
  findLook('Could you show me the photograph I took of the sunset over Hoy Sound? I should like to see whether the colours came out as I remember them before I attempt to paint it.', C, ['hoy'], cp('Paintings/photos/hoy_sound_sunset.jpg')),
  findEdit('The doctor has changed my Amlodipine from 5mg to 10mg as of this week. Would you kindly alter my list of pills accordingly? I do like to keep it accurate for the district nurse.', C, ['pills'], cp('Household/pills.txt')),
  t(cedricLetterAsk, 'write_file', {}),
  findRead('Might I trouble you to tell me how many paintings are on my inventory altogether, and how many of them are still unsold?', C, ['inventory'], cp('Paintings/inventory.txt')),
  remember('Please make a note somewhere that Mr. Isbister at the Pier Arts Centre is the person to contact regarding the August exhibition. I met him at the Co-op yesterday and I know perfectly well I shall forget otherwise.', 'Mr Isbister', 'person', ['Pier Arts Centre', 'contact for the August exhibition'], { also: ['add_observations', 'edit_file'] }),
  findRead('When is my next ferry booked? I have a feeling it is the Hamnavoe to Scrabster sometime in May, but I cannot for the life of me be certain.', C, ['ferry'], cp('Household/ferry_bookings.txt')),
  read('Thank you kindly. And might I see the exhibition one, please?', cp('Paintings/exhibition_pier_arts_2024.txt'), { h: ['Good morning. I wonder if you might be so kind as to show me what is in my folder called Paintings; I have rather lost track of what I put there over the winter. Many thanks in advance.', 'Good morning, Cedric. Your Paintings folder holds inventory.txt, exhibition_pier_arts_2024.txt, and a folder called photos.'] }),
  findEdit('It is with some sadness that I must tell you Mrs. Sinclair of Birsay passed away in March. Could you take her off my Christmas card list, please? Her son will still want one, though, so do leave Tom Sinclair on it.', C, ['christmas'], cp('Household/christmas_card_list.txt')),
  findInfo('Could you tell me on what date I last altered my letter to the council about the wind turbine planning application? I need to know whether the revised version is the one I posted.', C, ['council', 'planning'], cp('Letters/council_planning_objection.txt')),
  readAll('Would you look at both logbook transcriptions together for me — the 1974 Sule Skerry one and the 1981 Noup Head one, both in Lighthouse Years/logbook_transcriptions — and tell me whether I mention the same storm in each?', both(cp, 'Lighthouse Years/logbook_transcriptions/1974_sule_skerry.txt', 'Lighthouse Years/logbook_transcriptions/1981_noup_head.txt')),
  t('My grandson says you can draw me a sort of family tree of all my folders and what is inside them. Would you be so good as to do that? It would help me enormously.', 'directory_tree', { path: [C, '.'] }, { also: ['list_directory'] }),
  whatYouKnow('I gather you are able to keep a memory of things between our conversations. What, precisely, have I asked you to remember so far? I should hate for you to be holding anything incorrect.'),
  findRead('My granddaughter wants the recipe for bere bannocks. I have it typed up somewhere on here — could you find it and read it out so I can copy it onto a card for her?', C, ['bannock', 'bere'], cp('Recipes/bere_bannocks.txt')),
  correct("I must correct myself, I'm afraid: Margaret Ann's birthday is the 19th of November, not the 9th. Old age, I fear. Would you put that right?", 'Margaret Ann', 'birthday 9 November', 'birthday 19 November'),
  append("Splendid. Now please add the following: 'I write to express my disappointment at the cancellation of the 11.00 sailing from Stromness on Tuesday the 14th, of which I was given no notice whatsoever.'", cp('Letters/orkney_ferries_cancelled_sailing.txt'), { h: [cedricLetterAsk, "I've started Letters/orkney_ferries_cancelled_sailing.txt with 'Dear Sir or Madam' at the top. Tell me the rest whenever you're ready."] }),
  addFact('Mr. Isbister rang to say the hanging day for the exhibition is now Friday the 2nd of August. Would you add that to what you know about him?', 'Mr Isbister', ['exhibition hanging day Friday 2 August']),
  n('How long ought I to leave a watercolour wash before lifting colour out with a tissue? I keep either doing it too soon or far too late.'),
  n('Could you remind me of the difference between a fixed light and an occulting light? I used to know these things by heart, and it is rather humbling to have to ask.'),
  n('What is the correct way to address a letter to a Member of the Scottish Parliament? I have one or two things to say to ours.'),
  n(cedricPoemAsk),
  n("My grandson tells me I ought to 'back up' my computer. I confess I have no notion what he means. Could you explain it to me as you would to a man who last used a typewriter in earnest?"),
  n('Thank you ever so much; you have been most patient with an old man this morning.'),
  n('What is the best way to stretch watercolour paper so that it does not cockle? I used to use gummed tape but my roll seems to have gone off.'),
  n('Is bere the same thing as barley, or is that a common misapprehension?'),
  n('That is lovely. Might you make the second verse mention the puffins? She is very fond of puffins.', { h: [cedricPoemAsk, 'The Old Man stands out in the sea,\nAs tall and grey as grey can be;\nHe doesn\'t mind the wind or rain,\nHe just stands still and smiles again.\n\nThe climbers come to say hello,\nThe boats go bobbing down below;\nAnd when the evening sun goes red,\nThe Old Man nods and goes to bed.'] }),
  n('Would you happen to know what Hoy Sound is like in a westerly gale with the ebb running? I am writing a passage for my talk and want to get the flavour right.'),
  n('How does one change the size of the writing on the screen? My eyes are not what they were, and the letters have become most unkind.'),
  n('When did the last keepers leave the Orkney lighthouses? I believe it was 1998 but I may be muddling it with the Shetland ones.'),
  n('I do apologise for troubling you with something so trivial, but how many tablespoons are there in a fluid ounce?'),
];

/* ---------------------------------------------------------------------------
 * 6. Joaquín Sepúlveda, Valparaíso (voice dictation)
 *
 * /home/joaquin
 * ├── trabajos/
 * │   ├── presupuestos/
 * │   │   ├── cerro_alegre_casa_rojas.txt
 * │   │   ├── edificio_plaza_victoria.txt
 * │   │   └── vina_depto_soto.txt
 * │   ├── medidas/
 * │   │   ├── rojas_ventanas.txt
 * │   │   └── soto_shower_screen.txt
 * │   └── clientes.csv
 * ├── proveedores/
 * │   ├── lista_precios_vidrios_2024.csv
 * │   └── aluminio_contactos.txt
 * ├── camioneta/mantencion.txt
 * └── familia/cumpleaños.txt
 */
const J = '/home/joaquin';
const jp = at(J);
const joaquinFolderAsk = 'make a new folder inside trabajos called hotel brighton';
const joaquinWhatsapp = 'write a whatsapp message to the client saying I will be 30 minutes late because of the traffic on avenida españa';
const joaquin = [
  findRead('okay read me the quote for the rojas house in cerro alegre', J, ['rojas'], jp('trabajos/presupuestos/cerro_alegre_casa_rojas.txt')),
  findRead("what's the price of 6 millimeter tempered glass in my price list period", J, ['precios', 'price'], jp('proveedores/lista_precios_vidrios_2024.csv')),
  findAppend('add to the measurements for the soto shower screen comma height 1 90 width 85 comma glass 8 millimeter period', J, ['soto'], jp('trabajos/medidas/soto_shower_screen.txt')),
  findRead('ábreme la lista de clientes', J, ['clientes'], jp('trabajos/clientes.csv'), { l: 'es' }),
  remember('remember that don Héctor from the aluminum supplier gives me 10 percent off if I pay cash', 'Héctor', 'person', ['works at the aluminium supplier', 'gives 10% off for cash']),
  findRead('when is the van due for maintenance check the file for the camioneta', J, ['mantencion', 'camioneta'], jp('camioneta/mantencion.txt')),
  t(joaquinFolderAsk, 'create_directory', { path: [...jp('trabajos/hotel brighton'), ...jp('trabajos/hotel_brighton'), ...jp('trabajos/hotel-brighton')] }),
  m("what's in the folder presupuestos", [search(J, ['presupuestos']), ['list_directory', { path: jp('trabajos/presupuestos') }]], { also: ['directory_tree', 'list_directory_with_sizes'] }),
  findRead('oye cuándo es el cumpleaños de la javiera revisa el archivo de cumpleaños', J, ['cumplea'], jp('familia/cumpleaños.txt'), { l: 'es' }),
  readAll('read me the plaza victoria one and the soto one in viña', both(jp, 'trabajos/presupuestos/edificio_plaza_victoria.txt', 'trabajos/presupuestos/vina_depto_soto.txt'), { h: ["what's in the folder presupuestos", 'trabajos/presupuestos has three quotes: cerro_alegre_casa_rojas.txt, edificio_plaza_victoria.txt and vina_depto_soto.txt.'] }),
  t('okay right a new file in there for the measurements window one 120 by 150 window two 80 by 150 window three the round one 60 diameter', 'write_file', {}, { h: [joaquinFolderAsk, 'Done, I made the folder trabajos/hotel_brighton.'] }),
  recall("who's héctor again", ['Héctor', 'Hector']),
  addFact("héctor's number is 9 8765 4321 put that with him", 'Héctor', ['phone 9 8765 4321']),
  findRead('how much does the whole plaza victoria quote come to with tax', J, ['plaza_victoria', 'victoria'], jp('trabajos/presupuestos/edificio_plaza_victoria.txt')),
  findInfo('qué tamaño tiene el archivo de precios se lo quiero mandar por whatsapp al maestro', J, ['precios'], jp('proveedores/lista_precios_vidrios_2024.csv'), { l: 'es' }),
  findRead('read me the aluminum contacts I need the guy from quilpué', J, ['aluminio', 'contactos'], jp('proveedores/aluminio_contactos.txt')),
  findAppend('in the van maintenance file add changed the front tires today 62000 kilometers period', J, ['mantencion'], jp('camioneta/mantencion.txt')),
  edit("the bathroom one is wrong it's 60 by 50 fix that", jp('trabajos/medidas/rojas_ventanas.txt'), { h: ['read me the rojas measurements', 'Here is trabajos/medidas/rojas_ventanas.txt: living room window 180 x 120, bedroom 1 100 x 120, bedroom 2 100 x 120, bathroom 60 x 40.'] }),
  remember('la señora rojas prefiere que la llame después de las 6 anota eso', 'Señora Rojas', 'person', ['client in Cerro Alegre', 'prefers calls after 6 pm'], { l: 'es' }),
  whatYouKnow('what do you have saved about my clients and suppliers'),
  list('what files are in proveedores', jp('proveedores')),
  n('how much does a glass sheet 2 meters by 1 meter 10 millimeter weigh roughly'),
  n("what's the difference between laminated and tempered for a balcony railing period which one is safer"),
  n(joaquinWhatsapp),
  n("what's the best silicone for a shower screen neutral or acetic"),
  n('cuánto es el 19 por ciento de 450 mil', { l: 'es' }),
  n('echo test test one two three is this thing on', { note: 'a microphone check, not a request for the echo tool' }),
  n("okay thanks that's all for now"),
  n('how do I turn on voice typing on the android keyboard it keeps turning off'),
  n('what time does colo colo play on sunday'),
  n('how do I cut a mirror at home without it cracking my cousin wants to try'),
  n('in spanish please and more formal', { h: [joaquinWhatsapp, "Hi, this is Joaquín from the glass shop. Sorry, I'm stuck in traffic on Avenida España — I'll be about 30 minutes late. See you soon!"] }),
  n('how many square meters is a window 1 20 by 1 50'),
  n('give me an idea for a name for my glass business something with valparaíso in it'),
  n('is it okay to install glass in the rain or should I wait because of the silicone'),
];

/* ---------------------------------------------------------------------------
 * 7. Dewi Lestari, Yogyakarta
 *
 * /home/dewi
 * ├── sekolah/
 * │   ├── jadwal_mengajar.txt
 * │   ├── nilai_kelas4.csv
 * │   └── lagu_anak/
 * │       ├── gundul_pacul_notasi.txt
 * │       └── ampar_ampar_pisang.txt
 * ├── sanggar/
 * │   ├── murid_gamelan.txt
 * │   ├── iuran_bulanan.csv
 * │   └── pentas_agustus/
 * │       ├── rundown.txt
 * │       └── kostum.txt
 * ├── kuliah_s2/
 * │   ├── essay_lpdp_draft.docx
 * │   └── toefl_score.pdf
 * ├── foto/
 * │   ├── pentas_2023_01.jpg
 * │   ├── pentas_2023_02.jpg
 * │   └── wisuda_adik.jpg
 * └── catatan.txt
 */
const D = '/home/dewi';
const dp = at(D);
const dewiEssay = 'help me write the opening of my LPDP essay, i want to study music education in the Netherlands';
const dewi = [
  findRead('bukain jadwal ngajarku dong', D, ['jadwal'], dp('sekolah/jadwal_mengajar.txt'), { l: 'id' }),
  list('whats in my sanggar folder', dp('sanggar')),
  append('add to catatan.txt: beli senar siter + lem kayu', dp('catatan.txt')),
  findRead('can u check the iuran file, who hasnt paid for april 🙏', D, ['iuran'], dp('sanggar/iuran_bulanan.csv')),
  findRead('rundown pentas agustus pls', D, ['rundown'], dp('sanggar/pentas_agustus/rundown.txt')),
  remember("remember Pak Wiryo is our kendang teacher at the sanggar, he's like 70 and only replies with whatsapp voice notes lol", 'Pak Wiryo', 'person', ['kendang teacher at the sanggar', 'about 70', 'only replies with WhatsApp voice notes']),
  findAppend('kostum list add: 12 kebaya ungu size S, 4 size M', D, ['kostum'], dp('sanggar/pentas_agustus/kostum.txt')),
  findInfo('how big is my toefl pdf?? lpdp portal max 500kb 😭', D, ['toefl'], dp('kuliah_s2/toefl_score.pdf')),
  findLook('liat foto pentas 2023 yg pertama dong', D, ['pentas_2023', 'pentas'], dp('foto/pentas_2023_01.jpg'), { l: 'id' }),
  findRead('nilai kelas 4 csv, who got the highest?', D, ['nilai'], dp('sekolah/nilai_kelas4.csv')),
  read('open the murid one', dp('sanggar/murid_gamelan.txt'), { h: ['whats in my sanggar folder', 'Your sanggar folder has murid_gamelan.txt, iuran_bulanan.csv and a folder pentas_agustus.'] }),
  addFact('pak wiryo now only teaches on sundays, update pls', 'Pak Wiryo', ['only teaches on Sundays now']),
  recall("whats pak wiryo's deal again", 'Wiryo'),
  t('bikin folder baru di sanggar namanya pentas_desember', 'create_directory', { path: dp('sanggar/pentas_desember') }, { l: 'id' }),
  t('move ampar_ampar_pisang.txt from sekolah/lagu_anak to sanggar, i wanna use it for the sanggar kids', 'move_file', { source: dp('sekolah/lagu_anak/ampar_ampar_pisang.txt'), destination: dp('sanggar/ampar_ampar_pisang.txt') }),
  whatYouKnow('what did i save in ur memory so far'),
  remember('remember Bu Ratna is the principal, super strict about RPP deadlines, never submit late', 'Bu Ratna', 'person', ['school principal', 'strict about RPP deadlines']),
  read('read sekolah/lagu_anak/gundul_pacul_notasi.txt, i need the notasi angka for tmrw', dp('sekolah/lagu_anak/gundul_pacul_notasi.txt')),
  edit('add 19.40 lancaran by the teens group, before sambutan', dp('sanggar/pentas_agustus/rundown.txt'), { h: ['rundown pentas agustus pls', 'Here is sanggar/pentas_agustus/rundown.txt: 19.00 pembukaan MC, 19.10 tari Golek, 19.30 gamelan anak, 19.50 sambutan Pak Lurah, 20.00 penutup.'] }),
  find('is there an lpdp essay file somewhere? i forgot where i put it', D, ['essay', 'lpdp']),
  t('list foto folder with sizes, my laptop is full', 'list_directory_with_sizes', { path: dp('foto') }),
  n('apa bedanya pelog sama slendro? buat jelasin ke anak kelas 4', { l: 'id' }),
  n('ideas for teaching rhythm to 9 yo who cant sit still for 5 min'),
  n(dewiEssay),
  n("translate to english: 'anak-anak, ayo kita mulai latihan, pegang tabuhnya yang benar'"),
  n('how to compress pdf on hp (android) without installing an app'),
  n('wkwk makasih bgt', { l: 'id' }),
  n("what's a good name for our gamelan group's ig account, the sanggar is called Sekar Laras"),
  n('ielts 7.0 is equal to what toefl ibt'),
  n('kalo anak2 capek latihan siang2, ada tips biar tetep semangat?', { l: 'id' }),
  n('bit too formal, make it sound more like me', { h: [dewiEssay, 'Ever since I first held a gamelan mallet at the age of seven, I have believed that music is the most natural language a child can learn. As a primary school music teacher in Yogyakarta, I see every day how rhythm and melody open doors that textbooks cannot...'] }),
  n('is it weird to put gamelan and kpop in one performance for 17 agustus? 😅'),
  n('how to make my laptop remember the wifi password at school, it keeps asking'),
  n('how to make a simple RPP for kurikulum merdeka'),
  n('what should i pack for 2 days in dieng in july, is it really cold?'),
];

/* ---------------------------------------------------------------------------
 * 8. Lin Mei-hua, Tainan
 *
 * /home/meihua
 * ├── stall/
 * │   ├── 進貨.txt
 * │   ├── suppliers.txt
 * │   ├── daily_sales_2024.csv
 * │   └── menu_prices.txt
 * ├── health/
 * │   ├── 血壓紀錄.txt
 * │   └── medicine.txt
 * ├── family/
 * │   ├── grandkids_birthdays.txt
 * │   └── photos/2024_new_year.jpg
 * ├── temple/媽祖生日_donation.txt
 * └── recipes/蚵仔煎_sauce.txt
 */
const L = '/home/meihua';
const lp = at(L);
const linBP = ['幫我看血壓紀錄', '這是 health/血壓紀錄.txt 最近的紀錄：5/1 142/88、5/3 136/84、5/6 139/86、5/8 135/83。'];
const linSauce = '蚵仔煎的醬怎麼做比較不會太甜？';
const linTyphoon = 'typhoon coming thursday, I should close the stall or not?';
const lin = [
  findRead(linBP[0], L, ['血壓'], lp('health/血壓紀錄.txt'), { l: 'zh-TW' }),
  findAppend('今天早上血壓 138/85 幫我記進去', L, ['血壓'], lp('health/血壓紀錄.txt'), { l: 'zh-TW' }),
  findRead('menu price please', L, ['menu'], lp('stall/menu_prices.txt')),
  findEdit('蚵仔煎漲到80元了，菜單幫我改一下', L, ['menu'], lp('stall/menu_prices.txt'), { l: 'zh-TW' }),
  findRead('who sell me the oyster? need phone number', L, ['supplier'], lp('stall/suppliers.txt'), { also: ['read_multiple_files', 'search_nodes'], note: 'the oyster seller may also be in memory' }),
  remember('記住：阿忠是賣蚵仔的，在安平，禮拜一休息', '阿忠', 'person', ['賣蚵仔的', '在安平', '禮拜一休息'], { l: 'zh-TW' }),
  recall('A-Zhong close which day?', ['阿忠', 'A-Zhong', 'Zhong']),
  findRead('grand daughter birthday when? the little one', L, ['birthday'], lp('family/grandkids_birthdays.txt')),
  findLook('show new year photo', L, ['new_year', '2024'], lp('family/photos/2024_new_year.jpg')),
  m('daily_sales 最後幾天的給我看', [search(L, ['sales', 'daily_sales']), ['read_text_file', { path: lp('stall/daily_sales_2024.csv'), tail: ['', 3, 5, 7, 10] }]], { l: 'zh-TW', also: ['read_multiple_files'] }),
  findRead('temple donation how much I give last year', L, ['donation'], lp('temple/媽祖生日_donation.txt')),
  findRead('my medicine list, doctor ask what I take', L, ['medicine'], lp('health/medicine.txt')),
  findRead('open sauce recipe, my son want it', L, ['sauce'], lp('recipes/蚵仔煎_sauce.txt')),
  t('make new folder 2025 in stall', 'create_directory', { path: lp('stall/2025') }),
  t('what folder you can see', 'list_allowed_directories'),
  edit('red tea 25 now', lp('stall/menu_prices.txt'), { h: ['menu price please', 'Here is stall/menu_prices.txt: 蚵仔煎 70, 蝦仁煎 80, 蚵仔湯 50, 虱目魚粥 90, 紅茶 20.'] }),
  addFact('A-Zhong now also sell clam 蛤仔, good price', '阿忠', ['also sells clams, good price']),
  list('whats inside stall folder', lp('stall')),
  findRead('this one and my medicine, put together for doctor', L, ['medicine'], lp('health/medicine.txt'), { h: linBP }),
  whatYouKnow('my grand daughter say you can remember things. what you remember about me?'),
  n(linSauce, { l: 'zh-TW' }),
  n('高血壓可以吃蚵仔嗎？', { l: 'zh-TW' }),
  n('how to make the words bigger on my phone, Samsung'),
  n('what is english for 地瓜粉'),
  n('thank you very much, you very smart'),
  n('tomorrow rain in tainan?'),
  n(linTyphoon),
  n('how many oyster in 1 kilo, about'),
  n('my son want to sell on foodpanda, good idea?'),
  n('english please, for my grand daughter', { h: [linSauce, '可以少放一點糖，改用一點味噌或醬油膏調味，再加一點番茄醬增加酸味，甜味就不會那麼重。'] }),
  n('ok I close. write sign for stall: closed, typhoon, sorry', { h: [linTyphoon, 'If a land typhoon warning is issued for Tainan, it is safer to close: strong wind can blow the canopy and gas tanks around, and there will be few customers anyway.'] }),
  n('how to write "thank you for coming" in japanese? many japanese tourist'),
  n('is 138/85 high for 63 years old woman?'),
  n('ok bye bye'),
  n('how to do bank transfer on the phone, teach me'),
];

/* ---------------------------------------------------------------------------
 * 9. Armen Hovhannisyan, Yerevan
 *
 * /home/armen
 * ├── students/
 * │   ├── roster.csv
 * │   ├── ratings_history.csv
 * │   └── lessons/
 * │       ├── narek_lesson_notes.md
 * │       ├── ani_lesson_notes.md
 * │       └── group_b_endgames.md
 * ├── pgn/
 * │   ├── my_games_2024.pgn
 * │   ├── repertoire_white_catalan.pgn
 * │   ├── repertoire_black_najdorf.pgn
 * │   └── students_games/narek_vs_davit_round3.pgn
 * ├── invoices/
 * │   ├── online_students_april.txt
 * │   └── online_students_may.txt
 * ├── tournaments/
 * │   ├── yerevan_open_2024_schedule.txt
 * │   └── travel_tbilisi.txt
 * └── todo.md
 */
const A = '/home/armen';
const ap = at(A);
const armenMsg = 'write polite msg to a parent, lesson moved from thursday to friday 17:00, in english';
const armen = [
  findRead("open narek's lesson notes", A, ['narek'], ap('students/lessons/narek_lesson_notes.md')),
  append('append: 12.05 — rook endgames. lucena ok, philidor still shaky. hw: 10 puzzles r+p vs r', ap('students/lessons/narek_lesson_notes.md'), { h: ["open narek's lesson notes", 'Here is students/lessons/narek_lesson_notes.md. The last entry: "05.05 — Najdorf 6.Bg5 lines, tactics 20 min, hw: 15 puzzles".'] }),
  list('ls pgn', ap('pgn')),
  findRead('show me narek vs davit round 3', A, ['narek_vs_davit', 'davit'], ap('pgn/students_games/narek_vs_davit_round3.pgn')),
  info('pgn/my_games_2024.pgn size?', ap('pgn/my_games_2024.pgn')),
  remember('remember: Ani Petrosyan, 11, fide 1650, plays caro-kann as black, london as white. parents pay monthly', 'Ani Petrosyan', 'student', ['11 years old', 'FIDE 1650', 'Caro-Kann as Black, London as White', 'parents pay monthly']),
  correct('ani is 1712 now after the junior open 🎉', 'Ani Petrosyan', 'FIDE 1650', 'FIDE 1712'),
  findRead('Ցույց տուր մայիսի հաշիվները', A, ['may', 'invoice', 'online_students'], ap('invoices/online_students_may.txt'), { l: 'hy' }),
  t('tree students', 'directory_tree', { path: ap('students') }, { also: ['list_directory'] }),
  t('rename students/lessons/group_b_endgames.md to group_b_endgames_spring.md', 'move_file', { source: ap('students/lessons/group_b_endgames.md'), destination: ap('students/lessons/group_b_endgames_spring.md') }),
  t('test: use the add tool, 1873 + 2041', 'get-sum', { a: 1873, b: 2041 }),
  t('run the long running operation thing, 5 sec 5 steps, want to see the progress notifications', 'trigger-long-running-operation', { duration: 5, steps: 5 }),
  addFact('Հիշիր՝ Նարեկի մայրիկի անունը Լուսինե է', 'Narek', ["mother's name is Lusine"], { l: 'hy' }),
  recall('what do i have on narek in memory', 'Narek'),
  findRead('yerevan open schedule — when is round 5', A, ['yerevan_open', 'schedule'], ap('tournaments/yerevan_open_2024_schedule.txt')),
  readAll('compare pgn/repertoire_white_catalan.pgn and pgn/repertoire_black_najdorf.pgn, which one has more games', both(ap, 'pgn/repertoire_white_catalan.pgn', 'pgn/repertoire_black_najdorf.pgn')),
  t('find all .pgn files', 'search_files', { path: [A, '.'], pattern: ['*.pgn', '**/*.pgn', '.pgn', 'pgn'] }),
  t('sizes in pgn, biggest first', 'list_directory_with_sizes', { path: ap('pgn'), sortBy: 'size' }),
  findRead('tbilisi travel notes, what time is the marshrutka', A, ['tbilisi', 'travel'], ap('tournaments/travel_tbilisi.txt')),
  append('todo.md add: print certificates for group b, buy 6 dgt 3000 clocks', ap('todo.md')),
  t('forget ani petrosyan, family moved to moscow, lessons stopped', 'delete_entities', { entityNames: ['Ani Petrosyan'] }, { also: ['add_observations'] }),
  list('whats in students_games', ap('pgn/students_games'), { h: ['ls pgn', 'pgn contains my_games_2024.pgn, repertoire_white_catalan.pgn, repertoire_black_najdorf.pgn and the folder students_games.'] }),
  n('whats the theoretical verdict of the berlin endgame nowadays, still drawish?'),
  n('explain the lucena position like to a 9 year old, bridge building'),
  n('give me 5 tactics themes for kids around 1200, one example each'),
  n('Ինչ է ցուգցվանգը, բացատրիր պարզ', { l: 'hy' }),
  n('fide 1700 ~ chess.com rapid what roughly'),
  n('how do i export pgn from a lichess study'),
  n(armenMsg),
  n('gg thanks'),
  n('now in armenian', { h: [armenMsg, 'Dear parent, please note that this week\'s lesson is moved from Thursday to Friday at 17:00. Sorry for the inconvenience, and thank you for understanding. Best regards, Armen'] }),
  n('best way to handle a kid who cries after every loss? 8yo, very talented'),
  n('is 4.Qh5 ever good at club level lol, my kids keep getting mated by it'),
  n('classical time control at yerevan open usually 90+30?'),
  n('knight vs bishop with pawns on both sides, which is better generally'),
];

/* ---------------------------------------------------------------------------
 * 10. Tomáš Dvořák, Brno
 *
 * /home/tomas
 * ├── uceni/
 * │   ├── rozvrh.txt
 * │   └── zaverecne_zkousky/
 * │       ├── otazky_teorie.txt
 * │       └── predpisy_vyhlaska_34_2016.pdf
 * ├── prace/
 * │   ├── zakazky_kveten.csv
 * │   ├── naradi.txt
 * │   └── revizni_zpravy/
 * │       ├── 2024-05-02_novak_kotel.txt
 * │       └── 2024-05-06_skolka_lisen.txt
 * ├── florbal/
 * │   ├── zapasy_sezona.txt
 * │   └── statistiky.csv
 * ├── auto/felicia_opravy.txt
 * ├── Music/
 * └── todo.txt
 */
const TM = '/home/tomas';
const mp = at(TM);
const tomasCaption = 'write me an insta caption for a pic of me on a roof in brno at sunset, something funny about chimney sweeps being lucky';
const tomas = [
  m('kdy mam dalsi zapas? mrkni do slozky florbal', [['list_directory', { path: mp('florbal') }], ['read_text_file', { path: mp('florbal/zapasy_sezona.txt') }]], { l: 'cs', also: ['search_files', 'directory_tree'] }),
  read('bro whats on my todo', mp('todo.txt')),
  append('add to todo: koupit novy jezek 250mm (chimney brush) + new gloves', mp('todo.txt')),
  findRead('open the report from the kindergarten in lisen', TM, ['skolka', 'lisen'], mp('prace/revizni_zpravy/2024-05-06_skolka_lisen.txt')),
  t('udelej novou revizni zpravu pro pana Horaka, kotel na tuha paliva, 14.5., vse ok, komin cisty', 'write_file', {}, { l: 'cs' }),
  findRead('what tools are on my naradi list', TM, ['naradi'], mp('prace/naradi.txt')),
  remember('remember my boss (mistr) is Pavel Kratochvíl, he wants reports by friday 12:00 or he goes crazy', 'Pavel Kratochvíl', 'person', ['boss (mistr)', 'wants reports by Friday 12:00']),
  findRead('felicia repairs, how much did i spend total this year', TM, ['felicia'], mp('auto/felicia_opravy.txt')),
  findRead('how many questions are in the otazky teorie file, exam is in june', TM, ['otazky'], mp('uceni/zaverecne_zkousky/otazky_teorie.txt')),
  recall('what do u know about pavel', 'Pavel'),
  findAppend('add 2 goals 1 assist vs Vyškov to my stats', TM, ['statistiky', 'stats'], mp('florbal/statistiky.csv')),
  t('try the echo tool, say ahoj svete', 'echo', { message: ['ahoj svete', 'ahoj světe'] }),
  t('what env vars does that everything server have lol', 'get-env'),
  t('list prace with sizes', 'list_directory_with_sizes', { path: mp('prace') }),
  findRead('zakazky may, which jobs are in zidenice', TM, ['zakazky'], mp('prace/zakazky_kveten.csv')),
  t('smaz Pavla z pameti, uz u nas nedela', 'delete_entities', { entityNames: [['Pavel Kratochvíl'], ['Pavel']] }, { l: 'cs' }),
  read('open the novak one', mp('prace/revizni_zpravy/2024-05-02_novak_kotel.txt'), { h: ['list prace/revizni_zpravy', 'prace/revizni_zpravy has 2024-05-02_novak_kotel.txt and 2024-05-06_skolka_lisen.txt.'] }),
  read('rozvrh pls, uceni/rozvrh.txt', mp('uceni/rozvrh.txt')),
  t('make folder prace/revizni_zpravy/cerven', 'create_directory', { path: mp('prace/revizni_zpravy/cerven') }),
  append('add new cv joint 1450 kc from today', mp('auto/felicia_opravy.txt'), { h: ['felicia repairs, how much did i spend total this year', 'From auto/felicia_opravy.txt: brake pads 1 200 Kč, exhaust 2 800 Kč, battery 1 900 Kč — 5 900 Kč so far this year.'] }),
  find('do i have the vyhlaska pdf somewhere', TM, ['vyhlaska', 'vyhláška']),
  n('is it legal to do a chimney inspection in cz without the revision cert, asking for a friend'),
  n('creosote vs soot whats the diff'),
  n('jak dostat saze z bily mikiny', { l: 'cs' }),
  n('best floorball stick flex for a center, im 183 cm'),
  n('my felicia makes a clicking noise when turning full lock, cv joint?'),
  n(tomasCaption),
  n('how to make a folder on iphone files app'),
  n('nice one thx'),
  n('how much does a chimney sweep earn in cz after the apprenticeship'),
  n('shorter and in czech', { h: [tomasCaption, 'Touch my button for luck 🍀 — Brno rooftops, golden hour, zero fear of heights (ok, some).'] }),
  n('why do people touch a button when they see a chimney sweep'),
  n('co detector or smoke detector for a boiler room, which one'),
  n('how to stop being scared on a steep roof, first month, legs shaking'),
  n('whats a good warm up before floorball, coach is sick'),
];

export default [...tsegaye, ...ioana, ...batbayar, ...farhana, ...cedric, ...joaquin, ...dewi, ...lin, ...armen, ...tomas];
