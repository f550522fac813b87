/**
 * Everyday requests, twenty-third list: ten people, about 35 requests each,
 * typed the way each of them would type to a chat assistant over a few weeks.
 *
 *  1. Marek Kowalczyk, 61, Gdańsk: retired shipyard welder who builds model
 *     ships; phone typos, no capitals, Polish and broken English.
 *  2. Linh Trần, 34, Đà Nẵng: runs a small coffee roastery; mixes Vietnamese
 *     and English in one sentence.
 *  3. Yusuf Demir, 38, İzmir: air-conditioning service technician; dictates
 *     from the van, no punctuation, some Turkish.
 *  4. Keiko Tanabe, 72, Sapporo: retired, haiku and calligraphy club; very
 *     polite, full sentences, sometimes Japanese.
 *  5. Amara Okafor, 19, Manchester: first-year law student; terse, lowercase.
 *  6. Rafael Souza, 45, Belo Horizonte: insurance claims adjuster and amateur
 *     road cyclist; English and Portuguese.
 *  7. Nino Beridze, 33, Kakheti: family qvevri winery, runs exports and
 *     tastings; English and Georgian.
 *  8. Priya Raghunathan, 40, Chennai: advocate at the Madras High Court;
 *     brisk Indian English, some Tamil.
 *  9. Omar Haddad, 55, Amman: owns a small print shop (cards, invitations);
 *     simple English and Jordanian Arabic.
 * 10. Ingrid Solberg, 66, Tromsø: retired, volunteers at a bird-ringing
 *     station, knits; careful English and Norwegian.
 */
import { m, n, open, t } from './case-helpers.mjs';
import { at, both, pat, read, look, list, info, readAll, append, find, remember, addFact, recall, correct, whatYouKnow, write } from './case-shorthands.mjs';

// Local shorthands.
const home = (h) => [h, '.', '~']; // the home folder itself
const alt = (p, ...rels) => rels.flatMap((r) => p(r)); // a new file or folder named loosely
const mkdir = (q, path, x = {}) => t(q, 'create_directory', { path }, x);
const mv = (q, source, destination, x = {}) => t(q, 'move_file', { source, destination }, x);
// A change where the old text is given: edit straight away (reading first is fine too).
const edit = (q, path, x = {}) => t(q, 'edit_file', { path }, { also: ['read_text_file', 'write_file'], ...x });
// A change where the assistant must first see the file to know what to change.
const readEdit = (q, path, x = {}) => m(q, [['read_text_file', { path }], ['edit_file', { path }]], { also: ['write_file'], ...x });
const tree = (q, path, x = {}) => t(q, 'directory_tree', { path }, { also: ['list_directory', 'list_directory_with_sizes'], ...x });
const sizes = (q, path, x = {}) => t(q, 'list_directory_with_sizes', { path }, { also: ['get_file_info', 'directory_tree'], ...x });
const biggest = (q, path, x = {}) => t(q, 'list_directory_with_sizes', { path, sortBy: ['size', ''] }, { also: ['get_file_info', 'directory_tree'], ...x });
// A file named by what it is: the assistant has to find it before reading it.
const findRead = (q, h, words, path, x = {}) =>
  m(q, [['search_files', { path: h, pattern: pat(...words) }], ['read_text_file', { path }]], { also: ['list_directory', 'directory_tree', 'read_multiple_files'], ...x });
const forget = (q, name, x = {}) => t(q, 'delete_entities', { entityNames: [[name]] }, x);
const relate = (q, from, to, relationType, x = {}) =>
  t(q, 'create_relations', { relations: [[{ from, to, relationType }]] }, { also: ['add_observations', 'create_entities'], ...x });
const sum = (q, a, b, x = {}) => t(q, 'get-sum', { a, b }, x);
const echo = (q, message, x = {}) => t(q, 'echo', { message }, x);

/*
 * 1. Marek Kowalczyk, /home/marek
 *   Modele/            dar-pomorza-log.txt, lista-czesci.txt,
 *                      zdjecia/ (dar_01.jpg, dar_02.jpg, kadlub.png)
 *   Dokumenty/         emerytura-2024.pdf, ubezpieczenie.txt, leki.txt
 *   Działka/           plan-grzadek.txt, nasiona.txt
 *   przepisy/          bigos.txt, pierogi.txt
 *   notatki.txt, telefony.txt
 */
const pM = at('/home/marek');
const HM = '/home/marek';
const marek = [
  read('pls open notatki.txt', pM('notatki.txt')),
  list('wat is in my Modele folder', pM('Modele')),
  n('dar pomorza how many sails she have, all together'),
  append('add to lista czesci in Modele: 3x blok linowy 4mm, brass', pM('Modele/lista-czesci.txt')),
  append('Dopisz do notatki.txt: zadzwonić do Zbyszka w sprawie farby', pM('notatki.txt'), { l: 'pl' }),
  list('pokaz co jest w folderze Działka', pM('Działka'), { l: 'pl' }),
  remember('remember my grandson Kuba birthday is 3 june, he like lego and ships', 'Kuba', 'person', ['grandson', 'birthday 3 June', 'likes Lego and ships']),
  n('wat is best glue for brass to wood on ship model'),
  n('how long enamel paint must dry before second coat, humbrol'),
  mkdir('make new folder in Modele for Santa Maria, next ship', alt(pM, 'Modele/Santa Maria', 'Modele/santa-maria', 'Modele/Santa-Maria', 'Modele/SantaMaria')),
  n('my grandson send me photo on whatsapp how i save it on the computer'),
  look('show me kadlub.png from Modele/zdjecia', pM('Modele/zdjecia/kadlub.png')),
  mv('rename dar_01.jpg in Modele/zdjecia to dar_dziob.jpg', pM('Modele/zdjecia/dar_01.jpg'), pM('Modele/zdjecia/dar_dziob.jpg')),
  n('Ile to jest 1 cal w milimetrach?', { l: 'pl' }),
  n('model is scale 1:96, real ship 82 meter, how long my model will be'),
  find('where is my insurance paper, i cant find it', HM, ['ubezpieczenie', 'insurance', 'polisa']),
  read('yes pls', pM('Dokumenty/ubezpieczenie.txt'), {
    h: ['where is my insurance paper, i cant find it', 'I found one file that looks like it: Dokumenty/ubezpieczenie.txt. Do you want me to open it?'],
  }),
  info('when i last changed leki.txt in Dokumenty', pM('Dokumenty/leki.txt')),
  recall('what you know about Zbyszek', ['Zbyszek', 'Zbyszka', 'Zbigniew']),
  addFact('Zbyszek moved to Sopot now, remember that', 'Zbyszek', ['moved to Sopot']),
  n('my wife say i spend too much time in garage with ships, how i tell her nice its my hobby and it keep me healthy'),
  write('make new file in przepisy called zurek.txt: zakwas, biała kiełbasa, jajka, majeranek, czosnek', alt(pM, 'przepisy/zurek.txt', 'przepisy/żurek.txt')),
  n('Jak usunąć rdzę z małych mosiężnych części?', { l: 'pl' }),
  n('is ok to take ibuprofen with my blood presure pills?'),
  edit('in Działka/plan-grzadek.txt change marchew to pietruszka', pM('Działka/plan-grzadek.txt')),
  sum('use the sum tool pls, 1460 and 2875', 1460, 2875),
  n('how many days polish soldiers defend westerplatte in 1939'),
  readAll('read bigos and pierogi from przepisy both, my daughter want the recipes', both(pM, 'przepisy/bigos.txt', 'przepisy/pierogi.txt')),
  forget('forget about Heniek, we dont talk no more', 'Heniek'),
  remember('Zapamiętaj: doktor Nowak przyjmuje we wtorki i czwartki od 8 do 12', 'Doktor Nowak', 'person', ['przyjmuje we wtorki i czwartki od 8 do 12'], { l: 'pl' }),
  n('thx you are good helper'),
  n('computer is very slow since the windows update, what i can do myself before i call my son'),
  tree('show me all what is in Modele with the subfolders', pM('Modele')),
  n('1:96 ship, what thickness of thread for main shrouds'),
  n('and for the sails, cloth to wood, same glue?', {
    h: ['wat is best glue for brass to wood on ship model', 'For brass to wood, a slow-setting two-part epoxy is the strongest. Thin CA (superglue) is fine for very small fittings, but it can go brittle over time.'],
  }),
];

/*
 * 2. Linh Trần, /home/linh
 *   roasting/          roast-log-2024.csv,
 *                      profiles/ (ethiopia-guji.csv, dalat-arabica.csv, robusta-honey.csv)
 *   orders/            wholesale-clients.txt, order-june.txt, order-july.txt
 *   menu/              menu-vi.txt, menu-en.txt, price-list.txt
 *   staff/             schedule.txt, contacts.txt
 *   photos/            bags-mockup.png, logo.svg
 *   ideas.md
 */
const pL = at('/home/linh');
const HL = '/home/linh';
const linh = [
  read('open roasting/profiles/dalat-arabica.csv', pL('roasting/profiles/dalat-arabica.csv')),
  read('mở file menu-vi.txt trong folder menu giùm em', pL('menu/menu-vi.txt'), { l: 'vi' }),
  list('list all the roast profiles i have, in roasting/profiles', pL('roasting/profiles')),
  n("what's the difference between washed and honey process, short pls"),
  n('rang robusta thì first crack thường ở khoảng bao nhiêu độ vậy?', { l: 'vi' }),
  append('add to ideas.md: cold brew tonic with calamansi 🍋', pL('ideas.md')),
  read('check orders/order-july.txt, how many kg did Hải An café take?', pL('orders/order-july.txt')),
  read('and in june?', pL('orders/order-june.txt'), {
    h: ['check orders/order-july.txt, how many kg did Hải An café take?', 'In order-july.txt, Hải An café took 24 kg: 15 kg Dalat arabica and 9 kg robusta honey.'],
  }),
  edit('in menu/price-list.txt change Guji 250g from 320k to 350k', pL('menu/price-list.txt')),
  remember('remember: anh Phúc from Hải An café pays at end of month, likes medium roast', 'Phúc', 'person', ['from Hải An café', 'pays at the end of the month', 'prefers medium roast']),
  recall('what do we know about Hải An café again?', ['Hải An', 'Hải An café', 'Phúc']),
  write('make new file orders/order-august.txt, only header line: client, product, kg, price', pL('orders/order-august.txt')),
  mkdir('make a folder for the new packaging designs inside photos', alt(pL, 'photos/packaging', 'photos/packaging-designs', 'photos/new-packaging', 'photos/packaging designs')),
  mv('move bags-mockup.png in there', pL('photos/bags-mockup.png'), pL('photos/packaging/bags-mockup.png'), {
    h: ['make a folder for the new packaging designs inside photos', 'Done: I created photos/packaging.'],
  }),
  n('my roaster says 1.5kg batch but i get uneven roast at 1.5, normal to go lower?'),
  remember('nhớ giùm em: chị Mai là barista mới, bắt đầu đi làm thứ hai tuần sau', 'Mai', 'person', ['barista mới', 'bắt đầu đi làm thứ hai tuần sau'], { l: 'vi' }),
  n('write a short instagram caption for our new Guji release, fruity, not cringe pls'),
  n('dịch giùm em sang tiếng Anh: "cà phê rang mộc, không tẩm ướp"', { l: 'vi' }),
  t('find all my csv files', 'search_files', { path: HL, pattern: ['*.csv', '**/*.csv'] }),
  biggest('which roast profile file is the biggest one', pL('roasting/profiles')),
  read('how many batches did we roast so far this year? its roasting/roast-log-2024.csv', pL('roasting/roast-log-2024.csv')),
  n('how do i calculate roast loss % again'),
  n('12kg green in, 10.1kg out, whats the loss'),
  read('who is working saturday? staff/schedule.txt', pL('staff/schedule.txt')),
  readEdit('swap Mai and Tuấn on sunday pls', pL('staff/schedule.txt'), {
    h: ['who is working saturday? staff/schedule.txt', 'On Saturday: Tuấn opens (6:30–13:00) and Mai closes (13:00–19:00). Sunday is Mai in the morning and Tuấn in the afternoon.'],
  }),
  correct('oops he likes medium-dark actually', 'Phúc', 'prefers medium roast', 'prefers medium-dark roast', {
    h: ['remember: anh Phúc from Hải An café pays at end of month, likes medium roast', 'Saved Phúc: from Hải An café; pays at the end of the month; prefers medium roast.'],
  }),
  n('tips for storing green beans in da nang humidity? rainy season coming'),
  n('ugh so tired today lol, 3 roasts before 8am'),
  n('how should i price 1kg wholesale vs 250g retail bags, rough rule?'),
  readAll('compare menu-vi and menu-en in menu, are the prices the same?', both(pL, 'menu/menu-vi.txt', 'menu/menu-en.txt')),
  n('a cafe wants 30 days credit, is that normal for wholesale or should i ask for deposit'),
  n('is robusta really 2x the caffeine of arabica?'),
  n("what's a good name for a decaf blend, something with Đà Nẵng vibe"),
  n('shorter pls and add 2 hashtags', {
    h: ['write a short instagram caption for our new Guji release, fruity, not cringe pls', 'New on the shelf: Ethiopia Guji. Think ripe peach, bergamot and a little blueberry jam, roasted light so the fruit does the talking. Come taste it this weekend.'],
  }),
];

/*
 * 3. Yusuf Demir, /home/yusuf
 *   isler/             2024-musteriler.txt,
 *                      servis-kayitlari/ (karsiyaka-apt.txt, bornova-ofis.txt, alsancak-cafe.txt),
 *                      teklifler/ (teklif-bornova.txt, teklif-template.txt)
 *   faturalar/         fatura-mayis.pdf, fatura-haziran.pdf
 *   arac/              bakim.txt, lastik.txt
 *   cocuklar/          okul-takvimi.txt
 *   gas-charts/        r32-pt-chart.txt, r410a-pt-chart.txt
 */
const pY = at('/home/yusuf');
const HY = '/home/yusuf';
const yusuf = [
  read('open the r32 pressure temperature chart in gas charts folder', pY('gas-charts/r32-pt-chart.txt')),
  n('what pressure should r410a be at 5 degrees evaporating roughly'),
  list('show me whats in servis kayitlari under isler', pY('isler/servis-kayitlari')),
  n('capacitor on outdoor unit looks swollen can i just swap it with any same microfarad one'),
  append('add a line to the alsancak cafe file in servis kayitlari today cleaned filters and topped up 300 grams r32', pY('isler/servis-kayitlari/alsancak-cafe.txt')),
  read('isler teklifler klasöründeki bornova teklifini aç', pY('isler/teklifler/teklif-bornova.txt'), { l: 'tr' }),
  write('teklifler klasöründe yeni bir teklif dosyası aç adı teklif karsiyaka olsun içine sadece başlık yaz', alt(pY, 'isler/teklifler/teklif-karsiyaka.txt', 'isler/teklifler/teklif-karşıyaka.txt'), { l: 'tr' }),
  m('take the teklif template and make a new one from it for the gaziemir school same folder', [
    ['read_text_file', { path: pY('isler/teklifler/teklif-template.txt') }],
    ['write_file', { path: alt(pY, 'isler/teklifler/teklif-gaziemir.txt', 'isler/teklifler/teklif-gaziemir-okul.txt') }],
  ], { also: ['read_multiple_files'] }),
  remember('remember customer selin hanım at karşıyaka apartment she has two daikin units installed 2019', 'Selin Hanım', 'customer', ['Karşıyaka apartment', 'two Daikin units installed 2019']),
  recall('what do i have on selin hanım', ['Selin', 'Selin Hanım']),
  n('why would a daikin inverter show u4 error'),
  n('how do i explain to a customer why yearly service costs money when nothing is broken'),
  read('when is the van due for service check arac bakim file', pY('arac/bakim.txt')),
  append('add to arac lastik file changed front tires 14 june at 68000 km', pY('arac/lastik.txt')),
  n('my son wants to be an electrician like his uncle or do ac like me which has more future'),
  n('whats the difference between r32 and r410a for the customer in simple words'),
  n('whats 20 percent kdv on 4250 lira'),
  sum('use the sum tool add 4250 and 765', 4250, 765),
  read('when is the kids school holiday check cocuklar okul takvimi', pY('cocuklar/okul-takvimi.txt')),
  open('ok put that in your memory so you remember it', ['create_entities', 'add_observations'], {
    h: ['when is the kids school holiday check cocuklar okul takvimi', 'According to okul-takvimi.txt, the semester break (yarıyıl tatili) is from 20 January to 31 January.'],
  }),
  find('find any file with daikin in the name', HY, ['daikin', 'Daikin']),
  n('is it ok to just let a small bit of r32 out outside nobody will notice'),
  mkdir('make a folder for 2025 jobs inside isler', alt(pY, 'isler/2025', 'isler/2025-isler', 'isler/isler-2025')),
  mv('rename teklif bornova to teklif bornova onaylandi it got approved', pY('isler/teklifler/teklif-bornova.txt'), alt(pY, 'isler/teklifler/teklif-bornova-onaylandi.txt', 'isler/teklifler/teklif-bornova-onaylandı.txt')),
  n('klima gaz kaçağı nasıl bulunur köpükle mi daha iyi elektronik dedektörle mi', { l: 'tr' }),
  remember('mehmet ustanın yeni numarası 0532 418 77 20 bunu kaydet', 'Mehmet Usta', 'person', ['yeni numarası 0532 418 77 20'], { l: 'tr', also: ['add_observations'] }),
  n('man it was 41 degrees on that roof today i am finished'),
  correct('no wait they were installed 2018 not 2019', 'Selin Hanım', 'two Daikin units installed 2019', 'two Daikin units installed 2018', {
    h: ['remember customer selin hanım at karşıyaka apartment she has two daikin units installed 2019', 'Saved Selin Hanım: Karşıyaka apartment; two Daikin units installed 2019.'],
  }),
  tree('show me everything under isler like a tree', pY('isler')),
  n('how do you say refrigerant recovery machine in german my cousin in stuttgart asks'),
  readAll('read all three service records in servis kayitlari', both(pY, 'isler/servis-kayitlari/karsiyaka-apt.txt', 'isler/servis-kayitlari/bornova-ofis.txt', 'isler/servis-kayitlari/alsancak-cafe.txt')),
  n('vacuum test how many microns is good enough and how long to hold'),
  edit('in the teklif template change the phone 0532 111 22 33 to 0533 444 55 66', pY('isler/teklifler/teklif-template.txt')),
  n('and if it comes back after i reset the power', {
    h: ['why would a daikin inverter show u4 error', 'U4 on a Daikin usually means a communication error between the indoor and outdoor units: check the interconnecting cable, the terminal screws, and the outdoor PCB fuse.'],
  }),
  n('write a short whatsapp msg to the customer i will be 30 min late traffic on the ring road'),
];

/*
 * 4. Keiko Tanabe, /home/keiko
 *   俳句/              2024-spring.txt, 2024-summer.txt, kukai-submissions.txt
 *   Calligraphy/       supplies.txt, practice-photos/ (ei-ji-happo.jpg, shunkyo.jpg)
 *   Family/            grandchildren.txt, new-year-cards-list.txt
 *   Health/            blood-pressure-log.txt, appointments.txt
 *   club-members.txt
 */
const pK = at('/home/keiko');
const HK = '/home/keiko';
const keiko = [
  read('Good morning. Would you kindly show me my spring haiku from this year? They are in the 俳句 folder, in the file 2024-spring.txt.', pK('俳句/2024-spring.txt')),
  list('おはようございます。「俳句」のフォルダに何が入っているか見せていただけますか。', pK('俳句'), { l: 'ja' }),
  append("Please add this haiku to my summer file in 俳句: 'evening cicadas / the kettle's quiet whistle / joins them for a while'", pK('俳句/2024-summer.txt')),
  n('Could you please explain the difference between haiku and senryu? I am sometimes confused at the club.'),
  n('「古池や蛙飛びこむ水の音」の季語と季節を教えていただけますか。', { l: 'ja' }),
  remember('Please remember that my granddaughter Hana starts university in Tokyo in April. She will study pharmacy.', 'Hana', 'person', ['granddaughter', 'starts university in Tokyo in April', 'studies pharmacy']),
  recall('What do you remember about Hana, please?', ['Hana']),
  read('Would you be so kind as to read my blood pressure log (Health/blood-pressure-log.txt) and tell me if the numbers look all right?', pK('Health/blood-pressure-log.txt')),
  append("Thank you. Please add today's reading: 138 over 84, pulse 72.", pK('Health/blood-pressure-log.txt'), {
    h: ['Would you be so kind as to read my blood pressure log (Health/blood-pressure-log.txt) and tell me if the numbers look all right?', 'Your log has readings from 1 to 20 June. Most are between 128 and 140 over 80 to 86, which is a little above the usual target; it may be worth showing the log to your doctor at your next visit.'],
  }),
  look('May I see the photograph of my shunkyo practice? It is in Calligraphy/practice-photos.', pK('Calligraphy/practice-photos/shunkyo.jpg')),
  append('Calligraphy/supplies.txt に「半紙 100枚」を追加してください。', pK('Calligraphy/supplies.txt'), { l: 'ja' }),
  n('How should I store good sumi ink sticks so they do not crack in the dry winter?'),
  n('Could you tell me, please, what a kukai is called in English haiku clubs? A friend from Canada asked me.'),
  read('Please read me the club members list.', pK('club-members.txt')),
  edit('Mrs. Sato has a new telephone number. Please change 011-555-2031 to 011-555-7740 in club-members.txt.', pK('club-members.txt')),
  write("Could you please make a new file for autumn haiku in the 俳句 folder, with the title 'Autumn 2024' at the top?", alt(pK, '俳句/2024-autumn.txt', '俳句/autumn-2024.txt', '俳句/Autumn 2024.txt')),
  n('I would like to write a short thank-you letter to my neighbour who cleared the snow from my path. Could you help me, please?'),
  n('ひ孫が生まれました。お祝いのカードに書く言葉を考えていただけますか。', { l: 'ja' }),
  n('Is it true that green tea lowers blood pressure?'),
  find('I cannot find my list for the New Year cards. Could you look for it, please?', HK, ['new-year', 'New Year', 'card', 'nenga']),
  read('Yes, please. Thank you.', pK('Family/new-year-cards-list.txt'), {
    h: ['I cannot find my list for the New Year cards. Could you look for it, please?', 'I found it: Family/new-year-cards-list.txt. Shall I open it for you?'],
  }),
  forget('He passed away last week. Please remove him from your memory.', 'Ito Kenji', {
    h: ['What do you remember about Mr. Ito from the club?', 'I have Ito Kenji: member of the haiku club since 2015; likes winter kigo.'],
  }),
  n('Which is more polite in a letter to a teacher, "Dear Sensei" or "Dear Mr. Yamada"?'),
  n("Is 'persimmon' a kigo for late autumn? I want to use it correctly."),
  tree('Could you please show me all my folders and what is inside them? I have forgotten where things are.', home(HK)),
  addFact("Please also remember that Hana's birthday is 9 March.", 'Hana', ['birthday 9 March']),
  n('It snowed a little this morning. The first snow always makes me happy.'),
  n('My grandson says I should use a password manager. Is that safe for an old person like me?'),
  recall('次の句会はいつだったか、覚えていますか。', ['句会', 'kukai', 'haiku club', '俳句'], { l: 'ja' }),
  n('Could you recommend a gentle exercise for stiff shoulders after long calligraphy practice?'),
  readAll('Please read both my spring and summer haiku files in 俳句 so we can choose the best three for the kukai.', both(pK, '俳句/2024-spring.txt', '俳句/2024-summer.txt')),
  append('Thank you. Please write those three into the kukai submissions file, below what is already there.', pK('俳句/kukai-submissions.txt'), {
    h: ['Please read both my spring and summer haiku files in 俳句 so we can choose the best three for the kukai.', "I've read both. My three suggestions: 'plum blossom wind / the inkstone still cold / from last night', 'first swallow / my grandson points / too late', and 'evening cicadas / the kettle's quiet whistle / joins them for a while'."],
  }),
  n('Thank you very much for your patience with an old lady.'),
  read('Do I have any doctor appointment next week? It should be in Health/appointments.txt.', pK('Health/appointments.txt')),
  n('How many syllables does the word "sakura" have in Japanese, and in English?'),
];

/*
 * 5. Amara Okafor, /home/amara
 *   uni/               timetable.txt,
 *                      contract-law/ (week1-offer-acceptance.md, week2-consideration.md, essay-draft.docx),
 *                      tort/ (donoghue-notes.md, negligence-summary.md)
 *   money/             budget.csv, student-loan.txt
 *   job/               shifts.txt, cv-2024.md
 *   pics/              rezzies.jpg
 *   reading-list.txt
 */
const pA = at('/home/amara');
const HA = '/home/amara';
const amara = [
  list('whats in uni/contract-law', pA('uni/contract-law')),
  findRead('open my donoghue notes', HA, ['donoghue'], pA('uni/tort/donoghue-notes.md')),
  n('explain consideration like im 5'),
  n('carlill v carbolic smoke ball whats the ratio'),
  append("add to reading-list.txt: atiyah's intro to the law of contract", pA('reading-list.txt')),
  findRead('when am i working this week, check my shifts', HA, ['shift', 'shifts', 'rota'], pA('job/shifts.txt')),
  edit('swap sat to sunday same hours', pA('job/shifts.txt'), {
    h: ['when am i working this week, check my shifts', "You're on Thursday 5–10pm and Saturday 12–8pm (from job/shifts.txt)."],
  }),
  read('how much did i spend on food last month. money/budget.csv', pA('money/budget.csv')),
  append('add a row: 14/10, tesco, food, 23.40', pA('money/budget.csv'), {
    h: ['how much did i spend on food last month. money/budget.csv', 'In September you spent £187.60 on food across 14 entries, mostly Tesco and Aldi.'],
  }),
  n('is it worth doing a vac scheme in 2nd year or wait'),
  n("rewrite this so i sound less desperate: 'i would be extremely grateful for any opportunity whatsoever'"),
  remember('remember my seminar tutor is dr okonkwo, office hours wed 2-4', 'Dr Okonkwo', 'person', ['seminar tutor', 'office hours Wednesday 2–4pm']),
  recall("when are okonkwo's office hours again", ['Okonkwo', 'Dr Okonkwo']),
  correct('she moved them to thurs same time', 'Dr Okonkwo', 'office hours Wednesday 2–4pm', 'office hours Thursday 2–4pm', {
    h: ['remember my seminar tutor is dr okonkwo, office hours wed 2-4', 'Saved Dr Okonkwo: seminar tutor; office hours Wednesday 2–4pm.'],
  }),
  mkdir('make a folder in uni for land law', alt(pA, 'uni/land-law', 'uni/land law', 'uni/Land Law', 'uni/land_law')),
  write('new file in uni/tort called occupiers liability, just put the heading', alt(pA, 'uni/tort/occupiers-liability.md', 'uni/tort/occupiers-liability.txt', 'uni/tort/occupiers liability.md', 'uni/tort/occupiers-liability-notes.md')),
  find("where's my cv", HA, ['cv', 'CV', 'resume']),
  info('when did i last touch uni/contract-law/essay-draft.docx', pA('uni/contract-law/essay-draft.docx')),
  n('whats a good word split for a 2000 word problem question'),
  n('ok im panicking exams in 3 weeks and ive done literally nothing'),
  n('quick: void vs voidable'),
  readAll('read uni/tort/donoghue-notes.md and negligence-summary.md (same folder) and make me flashcards', both(pA, 'uni/tort/donoghue-notes.md', 'uni/tort/negligence-summary.md')),
  n('is it bad to use chatgpt-ish stuff for essay plans or is that cheating'),
  mv('rename uni/timetable.txt to timetable-sem1.txt', pA('uni/timetable.txt'), pA('uni/timetable-sem1.txt')),
  n('how do i cite a case in oscola'),
  n('can my landlord keep my whole deposit for one tiny stain on the carpet'),
  biggest("whats taking up all the space in uni", pA('uni'), { also: ['directory_tree', 'get_file_info'] }),
  n('lol thanks'),
  edit("change 'hardworking team player' in it to something less cringe, you pick", pA('job/cv-2024.md'), {
    h: ["where's my cv", 'Found it: job/cv-2024.md.'],
  }),
  remember("remember my best mate chidi's birthday is 2 feb", 'Chidi', 'person', ['best friend', 'birthday 2 February']),
  n('limitation period for personal injury in england?'),
  read('how much do i owe. money/student-loan.txt', pA('money/student-loan.txt')),
  echo('echo test 123', ['test 123']),
  n("write a 2 line text to my mum saying i'll be home for xmas but only 4 days"),
  n("make it less formal she'll think im ill", {
    h: ["write a 2 line text to my mum saying i'll be home for xmas but only 4 days", "Hi Mum, I'll be home for Christmas from the 22nd to the 26th. I'm sorry it's only four days, but I'm really looking forward to seeing you all."],
  }),
];

/*
 * 6. Rafael Souza, /home/rafael
 *   Trabalho/          relatorio-mensal-junho.txt,
 *                      sinistros/ (sinistro-4471.txt, sinistro-4502.txt, sinistro-4519.txt),
 *                      modelos/ (laudo-modelo.txt)
 *   Ciclismo/          treinos-2024.csv, bike-manutencao.txt,
 *                      provas/ (letape-brasil.txt, gran-fondo-serra.txt)
 *   Casa/              contas.txt, lista-compras.txt
 *   Fotos/             sinistro-4502-parachoque.jpg, sinistro-4519-porta.jpg, pedal-serra.jpg
 */
const pR = at('/home/rafael');
const HR = '/home/rafael';
const rafael = [
  findRead('open claim 4502', HR, ['4502'], pR('Trabalho/sinistros/sinistro-4502.txt')),
  list('lista os arquivos da pasta Trabalho/sinistros', pR('Trabalho/sinistros'), { l: 'pt' }),
  n('what photos should I always ask for in a rear-end collision claim, checklist pls'),
  append("add to Trabalho/sinistros/sinistro-4471.txt: 'Vistoria feita 12/07, aguardando orçamento da oficina'", pR('Trabalho/sinistros/sinistro-4471.txt')),
  m('create sinistro-4533.txt in Trabalho/sinistros using the structure of Trabalho/modelos/laudo-modelo.txt', [
    ['read_text_file', { path: pR('Trabalho/modelos/laudo-modelo.txt') }],
    ['write_file', { path: pR('Trabalho/sinistros/sinistro-4533.txt') }],
  ], { also: ['read_multiple_files'] }),
  n('how do I politely tell a client the claim is denied because of a policy exclusion, without sounding like a robot'),
  n('qual a diferença entre franquia e participação obrigatória no seguro auto?', { l: 'pt' }),
  read('how many km did I ride in june? Ciclismo/treinos-2024.csv', pR('Ciclismo/treinos-2024.csv')),
  append("log today's ride in Ciclismo/treinos-2024.csv: 08/07, 62 km, 1150 m, 2h41", pR('Ciclismo/treinos-2024.csv')),
  n("what tire pressure for 28mm tubeless, I'm 82 kg"),
  n('is 1150 m of climbing in 62 km a lot?'),
  remember('remember my mechanic Júnior at Pedal Forte, he also does bike fits', 'Júnior', 'person', ['bike mechanic at Pedal Forte', 'does bike fits']),
  recall('o que você sabe do Júnior?', ['Júnior', 'Junior', 'Pedal Forte'], { l: 'pt' }),
  edit('in Ciclismo/bike-manutencao.txt change next chain change from 8000 km to 7500 km', pR('Ciclismo/bike-manutencao.txt')),
  list('which races did I save in Ciclismo/provas', pR('Ciclismo/provas')),
  read('open the gran fondo one', pR('Ciclismo/provas/gran-fondo-serra.txt'), {
    h: ['which races did I save in Ciclismo/provas', "You have two: letape-brasil.txt and gran-fondo-serra.txt."],
  }),
  n('how should I pace a 120 km gran fondo with 2500 m climbing, FTP 255'),
  n('how do I say "perda total" in English insurance terms, is it total loss or write-off?'),
  mv('rename relatorio-mensal-junho to relatorio-2024-06, same folder', pR('Trabalho/relatorio-mensal-junho.txt'), pR('Trabalho/relatorio-2024-06.txt')),
  mkdir('create Trabalho/sinistros/fechados for closed claims', pR('Trabalho/sinistros/fechados')),
  mv("move 4471 in there, it's closed", pR('Trabalho/sinistros/sinistro-4471.txt'), pR('Trabalho/sinistros/fechados/sinistro-4471.txt'), {
    h: ['create Trabalho/sinistros/fechados for closed claims', 'Created Trabalho/sinistros/fechados.'],
  }),
  n('best thing to eat 2 hours before a 5am ride? coffee only doesnt work anymore lol'),
  n('me explica o que é sub-rogação no seguro, bem simples', { l: 'pt' }),
  find("find all files with 4519 in the name, I think there's a photo too", HR, ['4519']),
  n('convert 35 km/h average into minutes per km'),
  readAll('read claims 4502 and 4519 in Trabalho/sinistros and tell me which is older', both(pR, 'Trabalho/sinistros/sinistro-4502.txt', 'Trabalho/sinistros/sinistro-4519.txt')),
  addFact('Júnior closes on Mondays, add that', 'Júnior', ['closed on Mondays']),
  n('my knee hurts on the outside after long rides, is the saddle too high?'),
  n('bom dia! tudo certo por aí?', { l: 'pt' }),
  whatYouKnow('what do you have saved about me in memory? just curious'),
  sum('use the sum tool: 1870.50 + 2349.90', 1870.5, 2349.9),
  biggest('list Fotos with sizes, I need to email the smallest one', pR('Fotos')),
  n('write an email to the body shop asking for an itemized quote for claim 4502, parts and labour separate'),
  n('in portuguese please, same tone', {
    h: ['write an email to the body shop asking for an itemized quote for claim 4502, parts and labour separate', 'Subject: Itemized quote for claim 4502\n\nHello,\n\nCould you please send an itemized quote for the repair on claim 4502, listing parts and labour separately?\n\nThank you,\nRafael Souza'],
  }),
  relate('Júnior works at Pedal Forte, link them', 'Júnior', 'Pedal Forte', 'works at'),
];

/*
 * 7. Nino Beridze, /home/nino
 *   winery/            harvest-2024.txt, qvevri-log.csv,
 *                      blends/ (saperavi-2022.txt, rkatsiteli-amber.txt),
 *                      labels/ (saperavi-label.png, rkatsiteli-label.png)
 *   exports/           importers.txt, poland-order.txt, japan-samples.txt
 *   tours/             bookings-september.txt, tasting-script.txt
 *   personal/          khachapuri-recipe.txt, passport-scan.jpg
 *   todo.txt
 */
const pN = at('/home/nino');
const HN = '/home/nino';
const nino = [
  findRead('show me the qvevri log', HN, ['qvevri'], pN('winery/qvevri-log.csv')),
  list('ჩამომითვალე რა ფაილებია exports საქაღალდეში', pN('exports'), { l: 'ka' }),
  append('Add to todo.txt: call the bottle supplier about 0.75 burgundy shape', pN('todo.txt')),
  n('ideal fermentation temperature for skin-contact rkatsiteli in qvevri? dad says no control at all'),
  n('როგორ დავწერო ინგლისურად „ჭაჭა“ ეტიკეტზე, რომ უცხოელმა გაიგოს?', { l: 'ka' }),
  findRead('how many guests are booked for the september tours?', HN, ['booking', 'september'], pN('tours/bookings-september.txt')),
  append('add a group of 6 from Warsaw on 21 Sept, contact Agnieszka', pN('tours/bookings-september.txt'), {
    h: ['how many guests are booked for the september tours?', 'tours/bookings-september.txt has 7 bookings with 38 guests in total; the busiest day is 14 September with 12 people.'],
  }),
  remember('Remember: Agnieszka Kowal is our importer in Poland, company Vino Kaukaz, she wants 600 bottles Saperavi', 'Agnieszka Kowal', 'person', ['importer in Poland', 'company Vino Kaukaz', 'wants 600 bottles of Saperavi']),
  recall('what do you have about the polish importer', ['Agnieszka', 'Agnieszka Kowal', 'Poland', 'Vino Kaukaz', 'importer']),
  look('show me winery/labels/saperavi-label.png', pN('winery/labels/saperavi-label.png')),
  edit("in tours/tasting-script.txt change '8000 years' to 'about 8000 years'", pN('tours/tasting-script.txt')),
  n('write me a short instagram post for rtveli starting next week, english, warm but not touristy'),
  remember('დამიმახსოვრე: გიორგი ჩვენი ახალი მემარნეა, ორშაბათიდან იწყებს', 'გიორგი', 'person', ['ახალი მემარნე', 'ორშაბათიდან იწყებს'], { l: 'ka' }),
  n('1200 liters, how many 0.75 bottles is that'),
  mkdir('make a folder for 2025 harvest inside winery', alt(pN, 'winery/harvest-2025', 'winery/2025', 'winery/2025-harvest')),
  n('how do I explain qvevri to a Japanese sommelier in one sentence'),
  readAll('compare the two blend notes in winery/blends', both(pN, 'winery/blends/saperavi-2022.txt', 'winery/blends/rkatsiteli-amber.txt'), { also: ['list_directory', 'read_text_file'] }),
  n('is sulfite-free wine actually healthier or is that marketing'),
  n('გამარჯობა, როგორ ხარ?', { l: 'ka' }),
  find('find everything about japan', HN, ['japan', 'Japan']),
  n('do I need an EORI number to ship samples to Japan or only for the EU'),
  write('create exports/importers-contacts-2025.txt with headers: name, country, email, last order', pN('exports/importers-contacts-2025.txt')),
  n('rough wholesale vs retail price for qvevri saperavi in poland?'),
  correct("sorry it's 900 bottles not 600", 'Agnieszka Kowal', 'wants 600 bottles of Saperavi', 'wants 900 bottles of Saperavi', {
    h: ['Remember: Agnieszka Kowal is our importer in Poland, company Vino Kaukaz, she wants 600 bottles Saperavi', 'Saved Agnieszka Kowal: importer in Poland; company Vino Kaukaz; wants 600 bottles of Saperavi.'],
  }),
  forget('forget Mārtiņš the latvian guy, the deal is off', 'Mārtiņš'),
  read('todo.txt წამიკითხე', pN('todo.txt'), { l: 'ka' }),
  n('food for an amber wine tasting, 12 people, something simple I can make the day before'),
  tree('show me the whole winery folder structure', pN('winery')),
  n('my dad refuses any temperature control, how do I convince him gently'),
  n('now the same in georgian', {
    h: ['write me a short instagram post for rtveli starting next week, english, warm but not touristy', "Rtveli starts next week. The Saperavi is ready, the qvevri are clean, and the whole family will be out in the rows from sunrise. If you're in Kakheti, come and pick with us."],
  }),
  biggest('how big are the label files? printer wants under 5MB', pN('winery/labels')),
  addFact('Agnieszka also wants 200 bottles of rkatsiteli amber', 'Agnieszka Kowal', ['also wants 200 bottles of Rkatsiteli amber']),
  n('thanks, madloba!'),
  findRead('guests tonight, read me my khachapuri recipe', HN, ['khachapuri'], pN('personal/khachapuri-recipe.txt')),
  n('when is the best time to wax the inside of a qvevri, before or after harvest'),
];

/*
 * 8. Priya Raghunathan, /home/priya
 *   cases/             hearing-diary.txt,
 *                      WP-1123-2024/ (petition-draft.docx, counter-affidavit.pdf, notes.txt),
 *                      CRP-88-2023/ (notes.txt, judgment.pdf)
 *   templates/         vakalat.txt, adjournment-letter.txt
 *   home/              school-fees.txt, household.txt
 *   music/             veena-practice-log.txt
 *   reading/           books-to-read.txt
 */
const pP = at('/home/priya');
const HP = '/home/priya';
const diary = 'Found cases/hearing-diary.txt. Upcoming: 12 Aug, CRP 88/2023, Court 4, item 17; 14 Aug, WP 1123/2024, Court 12, item 34 (if reached); 19 Aug, WP 1123/2024, for counter.';
const priya = [
  findRead('Open my hearing diary', HP, ['hearing', 'diary'], pP('cases/hearing-diary.txt')),
  n('Which of these are next week? Today is the 9th.', { h: ['Open my hearing diary', diary] }),
  append('Add to cases/hearing-diary.txt: 21 Aug, WA 412/2024, Court 2, admission', pP('cases/hearing-diary.txt')),
  list('List the files in cases/WP-1123-2024', pP('cases/WP-1123-2024')),
  read('Read cases/CRP-88-2023/notes.txt', pP('cases/CRP-88-2023/notes.txt')),
  n('Difference between a revision and an appeal under CPC, briefly.'),
  n('Draft a polite email to opposing counsel asking to exchange the typed set by Friday.'),
  mkdir('Create a folder for WA 412 of 2024 under cases', alt(pP, 'cases/WA-412-2024', 'cases/WA 412 of 2024', 'cases/WA-412-of-2024')),
  write("Put a notes.txt in it with the cause title 'Ramasamy v. State of Tamil Nadu'", pP('cases/WA-412-2024/notes.txt'), {
    h: ['Create a folder for WA 412 of 2024 under cases', 'Created cases/WA-412-2024.'],
  }),
  edit("In templates/adjournment-letter.txt, change 'Hon'ble Court' to 'Hon'ble High Court'", pP('templates/adjournment-letter.txt')),
  append('music/veena-practice-log.txt-இல் இன்று 45 நிமிடம் பயிற்சி என்று சேர்க்கவும்', pP('music/veena-practice-log.txt'), { l: 'ta' }),
  n('நீதி பற்றிய ஒரு திருக்குறள் சொல்லி அதன் பொருளையும் சொல்லுங்கள்', { l: 'ta' }),
  remember('Remember: Venkatesh Iyer is the petitioner in WP 1123/2024, prefers calls after 6 pm', 'Venkatesh Iyer', 'person', ['petitioner in WP 1123/2024', 'prefers calls after 6 pm']),
  recall("Who's the client in WP 1123?", ['WP 1123', 'WP 1123/2024', 'Venkatesh', 'Venkatesh Iyer', 'petitioner']),
  info('When was cases/WP-1123-2024/counter-affidavit.pdf last modified?', pP('cases/WP-1123-2024/counter-affidavit.pdf')),
  find('Find all judgment files', HP, ['judgment', 'judgement']),
  n("Limitation for filing a writ appeal in the Madras High Court?"),
  biggest('Which files in cases/WP-1123-2024 are the biggest? Need to email under 10 MB', pP('cases/WP-1123-2024')),
  read('How much did we pay in school fees this term? home/school-fees.txt', pP('home/school-fees.txt')),
  n('Quick veg dinner for two kids, 20 minutes max, no paneer left'),
  readAll('Read the notes.txt in both case folders under cases and give me a status list', both(pP, 'cases/WP-1123-2024/notes.txt', 'cases/CRP-88-2023/notes.txt')),
  m('CRP 88 is disposed. Move cases/CRP-88-2023 into a new folder cases/disposed', [
    ['create_directory', { path: pP('cases/disposed') }],
    ['move_file', { source: pP('cases/CRP-88-2023'), destination: pP('cases/disposed/CRP-88-2023') }],
  ]),
  addFact('Add to Venkatesh Iyer: next hearing 14 August', 'Venkatesh Iyer', ['next hearing 14 August']),
  recall('வெங்கடேஷ் பற்றி உங்களுக்கு என்ன நினைவில் இருக்கிறது?', ['Venkatesh', 'Venkatesh Iyer', 'வெங்கடேஷ்'], { l: 'ta' }),
  n('Explain res judicata in two lines for a junior'),
  append("Add 'The Rule of Law' by Tom Bingham to reading/books-to-read.txt", pP('reading/books-to-read.txt')),
  n("Exhausted. Three matters today and no lunch. How do I stay sharp for the 2.15 board?"),
  n('சரி, நன்றி!', { l: 'ta' }),
  n("Make it firmer, they've already missed two deadlines", {
    h: ['Draft a polite email to opposing counsel asking to exchange the typed set by Friday.', 'Dear Counsel,\n\nIn WP 1123/2024, may I request that we exchange the typed sets by this Friday, so that both sides are ready for the hearing on 14 August?\n\nRegards,\nPriya Raghunathan'],
  }),
  correct('Correction: after 7 pm, not 6', 'Venkatesh Iyer', 'prefers calls after 6 pm', 'prefers calls after 7 pm', {
    h: ['Remember: Venkatesh Iyer is the petitioner in WP 1123/2024, prefers calls after 6 pm', 'Saved Venkatesh Iyer: petitioner in WP 1123/2024; prefers calls after 6 pm.'],
  }),
  n("What does 'sine die' mean exactly?"),
  n('Is a WhatsApp message admissible as evidence? Section 65B certificate needed?'),
  read('Open templates/vakalat.txt', pP('templates/vakalat.txt')),
  n("'Judgment' or 'judgement' in Indian legal writing?"),
  n('My daughter asks why courts have summer vacation. Simple answer for a 9 year old?'),
];

/*
 * 9. Omar Haddad, /home/omar
 *   orders/            price-list.txt, suppliers.txt,
 *                      2024-07/ (invitation-khalil.txt, cards-nour-clinic.txt)
 *   designs/           invitation-gold.pdf, card-template.ai,
 *                      proofs/ (khalil-proof1.png, khalil-proof2.png)
 *   accounts/          daily-sales.csv, debts.txt
 *   family/            umrah-plan.txt
 *   notes.txt
 */
const pO = at('/home/omar');
const HO = '/home/omar';
const omar = [
  findRead('افتحلي ملف قائمة الأسعار', HO, ['price', 'prices', 'أسعار'], pO('orders/price-list.txt'), { l: 'ar' }),
  n('what is bleed in printing, customer ask me and i want simple english'),
  append('add to accounts/debts.txt: Abu Sami 35 dinar for cards, he pay next week', pO('accounts/debts.txt')),
  read('قديش بعت اليوم؟ شوف ملف accounts/daily-sales.csv', pO('accounts/daily-sales.csv'), { l: 'ar' }),
  n('which paper weight is best for wedding invitation, 300gsm or 350gsm'),
  n('customer want gold foil on dark blue paper, it is good for reading?'),
  remember('remember Khalil wedding is 22 August, he want 250 invitation gold', 'Khalil', 'customer', ['wedding on 22 August', 'ordered 250 gold invitations']),
  recall('شو بتعرف عن خليل؟', ['Khalil', 'خليل'], { l: 'ar' }),
  correct('he change it to 300 invitations', 'Khalil', 'ordered 250 gold invitations', 'ordered 300 gold invitations', {
    h: ['remember Khalil wedding is 22 August, he want 250 invitation gold', 'Saved Khalil: wedding on 22 August; ordered 250 gold invitations.'],
  }),
  mkdir('make folder 2024-08 in orders for next month', pO('orders/2024-08')),
  mv('move orders/2024-07/cards-nour-clinic.txt there, they postponed', pO('orders/2024-07/cards-nour-clinic.txt'), pO('orders/2024-08/cards-nour-clinic.txt'), {
    h: ['make folder 2024-08 in orders for next month', 'Done, I created orders/2024-08.'],
  }),
  n('how i say polite to customer he must pay 50% before we print'),
  n('اكتبلي رسالة واتساب قصيرة للزبون إنو طلبه جاهز وبقدر ييجي ياخده', { l: 'ar' }),
  read('what is the phone of the paper supplier, check orders/suppliers.txt', pO('orders/suppliers.txt')),
  sum('use the sum tool 1250 plus 875', 1250, 875),
  n('what is 16% sales tax on 480 dinar'),
  info('when i last changed orders/price-list.txt', pO('orders/price-list.txt')),
  readEdit('in orders/price-list.txt change business cards 1000 pcs from 18 to 20 JD, paper more expensive now', pO('orders/price-list.txt')),
  find('find all files about khalil', HO, ['khalil', 'Khalil']),
  findRead('read my umrah plan', HO, ['umrah'], pO('family/umrah-plan.txt')),
  n('متى أحسن وقت للعمرة إذا بدي أتجنب الزحمة؟', { l: 'ar' }),
  write('make new file notes-august.txt with: order more 350gsm paper, fix the laminator', alt(pO, 'notes-august.txt', 'notes_august.txt', 'notes-aug.txt')),
  n('laminator make bubbles on the sheets, why'),
  readAll('read invitation-khalil and cards-nour-clinic in orders/2024-07 both', both(pO, 'orders/2024-07/invitation-khalil.txt', 'orders/2024-07/cards-nour-clinic.txt')),
  forget('forget Abu Sami, he paid everything and moved to Zarqa', 'Abu Sami'),
  remember('remember Nour clinic, Dr. Nour Hamdan, they want new cards with the new logo', 'Nour Clinic', 'organization', ['Dr. Nour Hamdan', 'wants new business cards with the new logo'], { also: ['add_observations'] }),
  append('ضيف على notes.txt: اتصل بالمطبعة الكبيرة بخصوص ماكينة القص', pO('notes.txt'), { l: 'ar' }),
  n('my son want to study graphic design in Germany, is good idea?'),
  n('how many business cards fit on one A3 sheet, standard size'),
  n('thank you habibi'),
  biggest('which design files are big, my disk is full', pO('designs')),
  n('زيد عليها إنو المحل بسكر الساعة ٨ المسا', {
    l: 'ar',
    h: ['اكتبلي رسالة واتساب قصيرة للزبون إنو طلبه جاهز وبقدر ييجي ياخده', 'مرحبا، حابين نخبرك إنو طلبك جاهز، وفيك تمر تاخده بأي وقت بيناسبك. أهلا وسهلا فيك!'],
  }),
  look('show me the second one', pO('designs/proofs/khalil-proof2.png'), {
    h: ['what proofs i have in designs/proofs', 'designs/proofs has two files: khalil-proof1.png and khalil-proof2.png.'],
  }),
  n('which font look elegant for arabic wedding invitation'),
  n('customer ask for 5000 flyers in 2 days, i have one machine, how i tell him no without losing him'),
];

/*
 * 10. Ingrid Solberg, /home/ingrid
 *   Fugler/            ringing-2024.csv, sightings.txt, species-list.txt,
 *                      photos/ (havorn.jpg, snøspurv.jpg)
 *   Hytte/             packing-list.txt, firewood.txt
 *   Strikking/         yarn-stash.txt, patterns/ (selbu-mittens.txt, lusekofte.txt)
 *   Brev/              letter-to-astrid.txt
 */
const pI = at('/home/ingrid');
const HI = '/home/ingrid';
const poem = "For Astrid, seventy:\nYou carried the sea in your pockets,\nsalt in your laugh and your hair;\nseventy tides have come in, dear,\nand every one found you there.";
const ingrid = [
  read('Please open sightings.txt in the Fugler folder.', pI('Fugler/sightings.txt')),
  append('Add to Fugler/sightings.txt: 12 Oct, 3 snow buntings by the lighthouse at Telegrafbukta.', pI('Fugler/sightings.txt')),
  list('Vis meg hva som ligger i Strikking-mappa.', pI('Strikking'), { l: 'no' }),
  n('When does the northern lights season really start up here in Tromsø?'),
  n('Hva er forskjellen på fjelljo og tyvjo i felt?', { l: 'no' }),
  read('How many birds did we ring in September? It is in Fugler/ringing-2024.csv.', pI('Fugler/ringing-2024.csv')),
  n('Roughly what ring size does a redwing take?'),
  look('Please show me my sea eagle picture, havorn.jpg in Fugler/photos.', pI('Fugler/photos/havorn.jpg')),
  remember('Please remember that Bjørn from the ringing station is coming to the cabin on the 20th. He is allergic to nuts.', 'Bjørn', 'person', ['from the ringing station', 'coming to the cabin on the 20th', 'allergic to nuts']),
  recall('Hva vet du om Bjørn?', ['Bjørn', 'Bjorn'], { l: 'no' }),
  append('Add to the cabin packing list, Hytte/packing-list.txt: head torch, spare batteries, wool socks.', pI('Hytte/packing-list.txt')),
  n('Could you help me write a short birthday poem for my sister Astrid? She turns 70 and she loves the sea.'),
  append('Lovely. Please put it at the end of my letter to Astrid, in Brev.', pI('Brev/letter-to-astrid.txt'), {
    h: ['Could you help me write a short birthday poem for my sister Astrid? She turns 70 and she loves the sea.', poem],
  }),
  edit("In Strikking/yarn-stash.txt, please change 'Rauma Finull, 6 balls red' to 4 balls.", pI('Strikking/yarn-stash.txt')),
  write('Lag en ny fil i Strikking/patterns som heter marius-genser.txt.', pI('Strikking/patterns/marius-genser.txt'), { l: 'no' }),
  n("How many stitches should I cast on for a child's mitten, age 6, with 2.5 mm needles?"),
  find('Where did I put the Selbu pattern?', HI, ['selbu', 'Selbu']),
  info('When did I last write in the firewood file in Hytte?', pI('Hytte/firewood.txt')),
  mkdir('Please make a folder in Fugler for 2025.', alt(pI, 'Fugler/2025', 'Fugler/2025-ringing')),
  mv("Rename snøspurv.jpg in Fugler/photos to snow-bunting-lighthouse.jpg. My grandson can't type ø.", pI('Fugler/photos/snøspurv.jpg'), pI('Fugler/photos/snow-bunting-lighthouse.jpg')),
  n('Is it normal to see a robin in Tromsø in November?'),
  n('Hvordan vasker og tørker jeg ullvotter uten at de krymper?', { l: 'no' }),
  n('Which binoculars are best for an old lady with glasses, 8x42 or 10x42?'),
  addFact('Bjørn is also bringing his ringing pliers, please note that.', 'Bjørn', ['bringing his ringing pliers to the cabin']),
  correct("Oh dear, it's the 27th, not the 20th.", 'Bjørn', 'coming to the cabin on the 20th', 'coming to the cabin on the 27th', {
    h: ['Please remember that Bjørn from the ringing station is coming to the cabin on the 20th. He is allergic to nuts.', 'Saved Bjørn: from the ringing station; coming to the cabin on the 20th; allergic to nuts.'],
  }),
  readAll('Please read my two knitting patterns in Strikking/patterns. Which one is quicker to make?', both(pI, 'Strikking/patterns/selbu-mittens.txt', 'Strikking/patterns/lusekofte.txt'), { also: ['list_directory', 'read_text_file'] }),
  n('My hands get stiff in the cold. Are there any simple exercises?'),
  read('Is the ivory gull on my species list? It is Fugler/species-list.txt.', pI('Fugler/species-list.txt')),
  append('Add it, please. I saw one in 2019 at Hamnøy.', pI('Fugler/species-list.txt'), {
    h: ['Is the ivory gull on my species list? It is Fugler/species-list.txt.', "No, ivory gull (ismåke) isn't on your list. You have 143 species; the last one added was the Steller's eider."],
  }),
  n('Takk for hjelpen, du er snill.', { l: 'no' }),
  echo("My grandson says there is an echo tool. Could you echo 'Hei fra hytta'?", ['Hei fra hytta']),
  n("What is 14 degrees Fahrenheit in Celsius? My American friend wrote it in her letter."),
  tree("Show me all my folders and files, please. I'm getting lost.", home(HI)),
  n('How long can I keep reindeer stew in the freezer?'),
  n('My sister says I should get a smartphone with big buttons. Is there such a thing?'),
  n('What does a bird ringer actually measure for wing length? A new volunteer asked me.'),
];

export default [...marek, ...linh, ...yusuf, ...keiko, ...amara, ...rafael, ...nino, ...priya, ...omar, ...ingrid];
