/**
 * Everyday chat requests, twenty-seventh writer. Ten people, about 35 requests each.
 *
 * 1. Marie-Claude "Mimi" Joseph, 52, Cap-Haïtien (Haiti). Runs the canteen of a parish primary
 *    school and is treasurer of a sòl (a rotating savings group of market women). Types on a
 *    second-hand laptop her nephew sent from Florida: English with French spelling, Haitian
 *    Creole and French when she is tired, CAPITALS when she is in a hurry.
 * 2. Dilshod Rahimov, 27, Tashkent (Uzbekistan). Repairs phones at a stall in Malika bazaar and
 *    resells used iPhones on a Telegram channel. Fast, lowercase, "bro", "aka", no question
 *    marks; Russian in Cyrillic, Uzbek in Latin letters with o' and g'.
 * 3. Chaminda Perera, 63, Galle (Sri Lanka). Retired bank clerk who umpires school cricket,
 *    collects Ceylon stamps and keeps the accounts of his temple's dayaka sabha. Formal, capital
 *    letters in odd places, "Pls", "Kindly", trailing dots "....", some Sinhala in its script.
 * 4. Grace Kila, 35, Lae (Morobe, Papua New Guinea). Owns three PMV buses with her husband and
 *    leads the church youth fellowship. Phone on a hotspot; short English with Tok Pisin
 *    ("plis", "ol", "tenkyu", "wantok"), sometimes all Tok Pisin.
 * 5. Ane Etxeberria, 39, Zarautz (Gipuzkoa). Owns a small surf school and coaches children.
 *    Phone between sessions, wet hands: English, Basque and Spanish mixed, "aupa", "vale", "jaja".
 * 6. Reto Baumann, 58, warden of an Alpine Club mountain hut in Graubünden (Switzerland) in the
 *    summer. Satellite internet, very short messages: Swiss German dialect as he would text it,
 *    standard German when formal, English with German word order.
 * 7. Ilze Ozola, 68, Cēsis (Latvia). Retired forestry inspector who gathers mushrooms and herbs
 *    and sells her teas at the Saturday market. Slow, careful, complete sentences; English
 *    learned late (articles left out), Latvian often.
 * 8. Leyla Mammadova, 19, Baku (Azerbaijan). Second-year medical student who runs the Instagram
 *    of her uncle's carpet shop in the Old City. Azerbaijani typed without its letters (e for ə,
 *    sh for ş), Russian, English with "pls", "tysm", "lol", emoji.
 * 9. Travis Boone, 56, Amarillo (Texas). Livestock auctioneer at the sale barn who also runs a
 *    small cow herd. Dictates into his phone from the pickup: one long run-on sentence, no
 *    punctuation, speech-to-text slips ("hefers", "sail barn"). English only.
 * 10. Ġużeppi "Ġużi" Borg, 49, Għarb (Gozo, Malta). Dental technician with a one-man crown and
 *    denture lab, and a volunteer in his village's festa fireworks factory. English mixed with
 *    Maltese ("mela", "ejja", "ta"), now and then all Maltese.
 */
import { t, m, n, open } from './case-helpers.mjs';
import { read, look, list, info, readAll, find, remember, addFact, recall, correct, whatYouKnow, at, both, findRead, findLook, findInfo, findEdit, findAppend, edit, sizes, mkdir, any, search, write, bySize, mkdirMove, tree } from './case-shorthands.mjs';

/* Mimi — /home/mimi
 * kantin/
 *   menu semaine.txt
 *   achats_marche.txt
 *   enfants_allergies.txt
 *   fournisseurs.txt
 * sol/
 *   sol_2025_kaye.csv
 *   manm sol yo.txt
 *   reglements.txt
 * famiy/
 *   Ricardo Miami adrès.txt
 *   resèt diri djon djon.txt
 *   foto/
 *     Nadège premye kominyon.jpg
 *     kay Vertières.jpg
 * legliz/
 *   koral chante yo.txt
 * papye/
 *   lisans biznis 2024.pdf
 *   lèt direktè a.txt
 * notes.txt
 */
const M = '/home/mimi';
const mp = at(M);
const mimi = [
  findRead('can you show me the menu for the canteen this week', M, ['menu'], mp('kantin/menu semaine.txt')),
  findRead('WHO DID NOT PAY THE SOL YET this month i need to know before saturday', M, ['sol', 'kaye'], mp('sol/sol_2025_kaye.csv')),
  read('open kantin/enfants_allergies.txt please', mp('kantin/enfants_allergies.txt')),
  n('what i can give to 300 children for lunch that is cheap and have protein? we have rice, beans and some chicken'),
  n('how you say "sol" in english, like when a group of women put money every week and one person take all of it'),
  findEdit('mete Wilda Pierre-Louis nan lis manm sol yo, li peye 500 goud chak semèn', M, ['manm'], mp('sol/manm sol yo.txt'), { l: 'ht' }),
  remember('remember Ricardo is my nephew in Miami, he is the one who send me this computer', 'Ricardo', 'person', ['nephew of Mimi', 'lives in Miami', 'sent Mimi the laptop']),
  recall('what i told you about Sister Jeanne?', ['Sister Jeanne', 'Jeanne', 'Sœur Jeanne']),
  findLook('i want to see the picture of Nadège first communion', M, ['Nadège', 'kominyon', 'communion'], any(mp, 'famiy/foto/Nadège premye kominyon.jpg')),
  n('my nephew say i should do the sol in excel and not in my notebook. it is really better?'),
  n('bonjou! kòman ou ye jodi a?', { l: 'ht' }),
  list('what is inside papye folder', mp('papye')),
  n('how i can make the pictures from my phone go on the computer? it is a samsung, the cable is not working'),
  findRead('what our sol rules say if somebody pay late?', M, ['reglements', 'règlements'], mp('sol/reglements.txt')),
  write('make a new file in kantin call achats semaine prochaine and put: 2 sak diri, 1 galon lwil, 10 liv pwa, 3 liv sèl', any(mp, 'kantin/achats semaine prochaine.txt', 'kantin/achats semaine prochaine', 'kantin/achats_semaine_prochaine.txt')),
  n('how to say thank you very much to a donor in a formal letter, in french. the donor give 40 chair to the school'),
  findRead('Peux-tu me lire la lettre du directeur ? Je ne la trouve plus.', M, ['lettre', 'direkt', 'lèt'], mp('papye/lèt direktè a.txt'), { l: 'fr' }),
  n('Quelle est la différence entre un budget et un bilan ? La sœur me demande les deux.', { l: 'fr' }),
  remember('Retiens que Sœur Jeanne est la directrice de l\'école Sainte-Anne, elle veut le rapport de la cantine chaque vendredi.', 'Sœur Jeanne', 'person', ['directrice de l\'école Sainte-Anne', 'veut le rapport de la cantine chaque vendredi'], { l: 'fr' }),
  recall('kisa m te di w sou Wilda?', ['Wilda', 'Wilda Pierre-Louis'], { l: 'ht' }),
  findRead('ban m resèt diri djon djon mwen an, m ap fè l dimanch', M, ['djon', 'diri'], mp('famiy/resèt diri djon djon.txt'), { l: 'ht' }),
  findInfo('when i change the allergies file the last time', M, ['allergies', 'allergie'], mp('kantin/enfants_allergies.txt')),
  mkdirMove('the lisans biznis is in papye but i want it in a new folder call biznis', mp('biznis'), mp('papye/lisans biznis 2024.pdf'), mp('biznis/lisans biznis 2024.pdf')),
  n('12 women put 1000 goud each every week, how much the one who take it receive'),
  n('is it safe to keep rice cooked from 7 in the morning to give the children at 3pm? we dont have fridge'),
  addFact('Wilda say she will pay double next week because she travel to Port-au-Prince', 'Wilda', ['will pay double next week because she travels to Port-au-Prince']),
  correct('no no Ricardo is not in Miami anymore, he move to Orlando since march', 'Ricardo', 'lives in Miami', 'lives in Orlando'),
  n('who is number 7 in the list', { h: ['show me manm sol yo', 'Here is sol/manm sol yo.txt:\n1. Mimi Joseph\n2. Rose-Marie Dorvil\n3. Madan Toto (Anita Cétoute)\n4. Lourdes Baptiste\n5. Yvrose Jean\n6. Claudette Noël\n7. Marie-Ange Félix\n8. Nadine Saint-Fleur\n9. Guerline Pierre\n10. Esther Lamothe\n11. Fabienne Désir\n12. Wilda Pierre-Louis'] }),
  read('open the one with the suppliers', mp('kantin/fournisseurs.txt'), { h: ['what is in kantin', '[FILE] achats_marche.txt\n[FILE] enfants_allergies.txt\n[FILE] fournisseurs.txt\n[FILE] menu semaine.txt'] }),
  edit('add Fabiola Cadet 2e année, she cannot eat egg', mp('kantin/enfants_allergies.txt'), { h: ['show me the allergies file', 'Here is kantin/enfants_allergies.txt:\n- Jameson Michel (3e année): pistach\n- Roseline Auguste (1e année): lèt\n- Kervens Dorval (5e année): pwason'] }),
  addFact('she sell charcoal too, more cheap than the other one', 'Madan Toto', ['sells charcoal, cheaper than the others'], { h: ['remember Madan Toto sell us the plantain at the market', 'Got it — I\'ve saved Madan Toto as the woman who sells you plantains at the market.'] }),
  n('what is a good name for a folder where i put all the church papers?'),
  n('my laptop battery die very fast now, 1 hour only. what i can do'),
  n('Écris-moi une petite prière pour la rentrée des classes, pour les enfants de la cantine.', { l: 'fr' }),
  n('help me make a receipt for the sol, when one woman take the hand. what i should write on it?'),
];

/* Dilshod — /home/dilshod
 * remont/
 *   zakazy_oktyabr.txt
 *   zapchasti narxlar.txt
 *   garantiya.txt
 *   klientlar.csv
 * telegram_kanal/
 *   postlar.txt
 *   rasmlar/
 *     iphone13_pro_blue.jpg
 *     samsung_a54_back.jpg
 * oila/
 *   oyim dorilar.txt
 *   Sardor to'y.txt
 * sport/
 *   futbol jadval.txt
 * Downloads/
 *   schematic_iphone11.pdf
 *   3uTools_setup.exe
 *   Pakhtakor_vs_Navbahor.mp4
 */
const DI = '/home/dilshod';
const dp = at(DI);
const dilshod = [
  findRead('bro show me zapchasti narxlar', DI, ['zapchasti', 'narx'], dp('remont/zapchasti narxlar.txt')),
  n('how much i should take for water damage cleaning only, normal price'),
  findRead('how many orders i have this month', DI, ['zakaz'], dp('remont/zakazy_oktyabr.txt')),
  findAppend('add to zakazy: Bekzod, samsung a52, zaryadka razyom, 150k, ready tomorrow', DI, ['zakaz'], dp('remont/zakazy_oktyabr.txt')),
  bySize('whats the biggest thing in Downloads my disk is full', dp('Downloads')),
  n('delete the 3utools exe from downloads', { note: 'no tool deletes a file; the assistant says so' }),
  remember('Bekzod aka always pays late, remember that', 'Bekzod', 'person', ['customer', 'always pays late']),
  remember('akam Sardorning to\'yi 14-noyabr, "Navro\'z" to\'yxonasida. eslab qol', 'Sardor', 'person', ['Dilshodning akasi', 'to\'yi 14-noyabr', '"Navro\'z" to\'yxonasida'], { l: 'uz' }),
  findRead('oyimning dorilari qaysi edi, dorixonadaman', DI, ['dori'], dp('oila/oyim dorilar.txt'), { l: 'uz' }),
  findRead('warranty is how many days i wrote for battery', DI, ['garantiya'], dp('remont/garantiya.txt')),
  n('write me post for telegram selling iphone 13 pro 128gb blue, battery 86%, price 6.2mln sum, russian and uzbek both'),
  findLook('show the photo of the blue 13 pro', DI, ['iphone13', '13_pro', 'blue'], dp('telegram_kanal/rasmlar/iphone13_pro_blue.jpg')),
  n('how to fix phone stuck on apple logo, boot loop, iphone x'),
  n('is it legal to sell phone without imei registration in uzbekistan'),
  findRead('pakhtakor next game when, check my futbol jadval', DI, ['futbol'], dp('sport/futbol jadval.txt')),
  n('whats 15% of 4 million 800'),
  n('6.2 million sum how much in dollars roughly'),
  n('write short message to customer his phone is ready come before 7pm, russian and uzbek'),
  n('difference between original screen and copy oled for iphone 12, what i tell customer'),
  m('переименуй zakazy_oktyabr в zakazy_oktyabr_2025', [search(DI, ['zakazy_oktyabr', 'zakaz']), ['move_file', { source: dp('remont/zakazy_oktyabr.txt'), destination: any(dp, 'remont/zakazy_oktyabr_2025.txt', 'remont/zakazy_oktyabr_2025') }]], { l: 'ru' }),
  n('как лучше хранить литиевые аккумуляторы на складе, чтобы не вздулись', { l: 'ru' }),
  n('salom aka, qalaysan', { l: 'uz' }),
  findRead('client list, who has phone number starting with 90', DI, ['klient'], dp('remont/klientlar.csv')),
  find('search anything with samsung in the name', DI, ['samsung']),
  find('where i saved the schematic for iphone 11', DI, ['schematic', 'iphone11']),
  t('echo test bro: salom dunyo', 'echo', { message: 'salom dunyo' }),
  t('what folders you can see on my pc', 'list_allowed_directories', {}),
  correct('Bekzod not late anymore, he paid all, change it', 'Bekzod', 'always pays late', 'paid everything he owed'),
  edit('change battery to 60 days', dp('remont/garantiya.txt'), { h: ['show me garantiya', 'remont/garantiya.txt:\nEkran almashtirish — 30 kun\nAkkumulyator — 90 kun\nRazyom — 14 kun\nSuv tekkan telefon — kafolat yo\'q'] }),
  findAppend('good. save it in postlar', DI, ['postlar'], dp('telegram_kanal/postlar.txt'), { h: ['write post for iphone 13 pro blue 128 gb 86% battery 6.2 mln', '🔥 Sotiladi / Продаётся: iPhone 13 Pro 128GB Sierra Blue\n🔋 Batareya / Батарея: 86%\n💰 6 200 000 so\'m\n📍 Malika bozori, Dilshod\n✉️ Yozing / Пишите в личку'] }),
  info('how big is the samsung one', dp('telegram_kanal/rasmlar/samsung_a54_back.jpg'), { h: ['what is in rasmlar', '[FILE] iphone13_pro_blue.jpg\n[FILE] samsung_a54_back.jpg'] }),
  n('what should be name for my telegram channel, something cool about phone repair'),
  n('bro how to take out a stuck sim tray without the pin thing'),
  t('last 5 lines of remont/zakazy_oktyabr.txt', 'read_text_file', { path: dp('remont/zakazy_oktyabr.txt'), tail: 5 }),
  n('ok which of them is not paid', { h: ['last 5 orders', 'Last 5 lines of remont/zakazy_oktyabr.txt:\n24.10 Jasur — iPhone 11 ekran — 650k — to\'landi\n25.10 Malika opa — Redmi 9 razyom — 120k — to\'lanmadi\n25.10 Bekzod — Samsung A52 batareya — 180k — to\'landi\n26.10 Timur — iPhone XR face id — 400k — to\'lanmadi\n27.10 Azizbek — Honor 50 ekran — 520k — to\'landi'] }),
];

/* Chaminda — /home/chaminda
 * Cricket/
 *   Umpiring Fixtures 2025.txt
 *   Laws changes MCC.txt
 *   Match Reports/
 *     Richmond vs Mahinda 12-03.txt
 *     Southlands U15 final.txt
 * Stamps/
 *   Ceylon Stamps Catalogue.csv
 *   wants list.txt
 *   scans/
 *     1935 Ceylon 2c.jpg
 *     1948 Independence set.jpg
 * Temple/
 *   Dayaka Sabha accounts 2025.csv
 *   Poya day dana list.txt
 * Family/
 *   Kavindu school fees.txt
 *   Medical/
 *     BP readings.txt
 * Pension documents/
 *   pension slip march.pdf
 *   Life certificate 2025.pdf
 */
const C = '/home/chaminda';
const cp = at(C);
const chaminda = [
  findRead('Pls show me the Fixtures for this month.... Which matches am I Umpiring', C, ['Fixtures', 'Umpiring'], cp('Cricket/Umpiring Fixtures 2025.txt')),
  open('I want to write the Match Report for yesterday, Trinity vs Richmond U17. Kindly create a file for it in the Match Reports folder', ['write_file']),
  findAppend('Kindly add my BP reading for today.... 142/88 morning, before tea', C, ['BP'], cp('Family/Medical/BP readings.txt')),
  findRead('What is the average of my BP readings for this month', C, ['BP'], cp('Family/Medical/BP readings.txt')),
  n('Is 142/88 too high for a 63 year old man. I am taking no tablets yet'),
  n('Kindly explain the LBW law when the ball pitches outside leg stump. Some of the school masters are arguing with me'),
  n('What is the DLS method in simple terms....'),
  findRead('Do I have the 1935 Ceylon 2 cent in my Catalogue', C, ['Catalogue', 'Stamps'], cp('Stamps/Ceylon Stamps Catalogue.csv')),
  look('Pls show me the scan of that one', cp('Stamps/scans/1935 Ceylon 2c.jpg'), { h: ['Do I have the 1935 Ceylon 2 cent in my Catalogue', 'Yes. Stamps/Ceylon Stamps Catalogue.csv lists it: "1935 Pictorial 2c Tapping Rubber, SG 368, mint hinged, condition VF, scan: scans/1935 Ceylon 2c.jpg".'] }),
  remember('Pls Remember — Mr. Gunasekara is the new Principal of Richmond College. He phoned me about umpiring the Big Match', 'Gunasekara', 'person', ['new Principal of Richmond College', 'asked Chaminda to umpire the Big Match']),
  remember('Remember my grandson Kavindu\'s birthday is 3rd June', 'Kavindu', 'person', ['grandson of Chaminda', 'birthday is 3rd June']),
  recall('What did I tell you about Kavindu.....', ['Kavindu']),
  correct('Correction — Kavindu birthday is 13th June, not 3rd. My daughter scolded me', 'Kavindu', 'birthday is 3rd June', 'birthday is 13th June'),
  findRead('What is the total income in the Dayaka Sabha accounts for Vesak month', C, ['Dayaka'], cp('Temple/Dayaka Sabha accounts 2025.csv')),
  findRead('ලබන පොහොය දානය දෙන අයගේ ලැයිස්තුව පෙන්වන්න', C, ['dana', 'Poya'], cp('Temple/Poya day dana list.txt'), { l: 'si' }),
  n('ආයුබෝවන්! ඔයාට කොහොමද?', { l: 'si' }),
  findRead('මගේ මුණුපුරාගේ පාසල් ගාස්තු ගොනුව පෙන්වන්න', C, ['school fees', 'Kavindu', 'fees'], cp('Family/Kavindu school fees.txt'), { l: 'si' }),
  n('වෙසක් කූඩුවක් හදන හැටි කියන්න, මුණුපුරා එක්ක හදන්න', { l: 'si' }),
  list('Pls list what is in the Pension documents folder', cp('Pension documents')),
  n('What is the Life Certificate for the pension and when must it be submitted every year'),
  mkdir('Make a new folder "Exchange 2025" inside Stamps', cp('Stamps/Exchange 2025')),
  m('Move the Southlands U15 final report into a new folder called Finals', [search(C, ['Southlands']), ['create_directory', { path: any(cp, 'Cricket/Match Reports/Finals', 'Cricket/Finals') }], ['move_file', { source: cp('Cricket/Match Reports/Southlands U15 final.txt'), destination: any(cp, 'Cricket/Match Reports/Finals/Southlands U15 final.txt', 'Cricket/Finals/Southlands U15 final.txt') }]]),
  n('Pls explain how to open a PDF file on this computer. My grandson is not here today'),
  t('My son in law says to ask you for the "get env". Kindly do it', 'get-env', {}),
  n('Thank you very much for your help today. Thanks & Regards, Chaminda'),
  n('How many overs in a T20 match and how many can one bowler bowl'),
  n('Kindly write a short speech for the prize giving at Mahinda College. I am the chief guest, about 5 minutes'),
  findAppend('Add to my wants list.... "1948 Independence set, Mr. Rodrigo has a spare, offered for exchange"', C, ['wants'], cp('Stamps/wants list.txt')),
  readAll('Pls open both of them and tell me which match had more no balls', both(cp, 'Cricket/Match Reports/Richmond vs Mahinda 12-03.txt', 'Cricket/Match Reports/Southlands U15 final.txt'), { h: ['What is in the Match Reports folder', '[FILE] Richmond vs Mahinda 12-03.txt\n[FILE] Southlands U15 final.txt'] }),
  n('Is a stamp collection worth insuring. Mine is about 1200 stamps, mostly Ceylon'),
  n('What is the best way to file my stamps, in albums or stock books'),
  tree('Show me all the folders and files under Cricket like a tree', cp('Cricket')),
  open('Note that Kavindu is studying at Richmond College, grade 7', ['add_observations', 'create_relations', 'create_entities']),
  n('Today is 2nd February. So how many days more to the Big Match....', { h: ['When is the Richmond Mahinda Big Match', 'From Cricket/Umpiring Fixtures 2025.txt: "Richmond vs Mahinda — 120th Battle of the Maroons — 13, 14, 15 March 2026 — Galle International Stadium — Umpires: C. Perera, R. Wijesinghe".'] }),
  n('What is the correct signal for Dead Ball.... I always forget, is it crossing the wrists below the waist'),
];

/* Grace — /home/grace
 * PMV/
 *   daily takings.csv
 *   drivers roster.txt
 *   bus 2 service log.txt
 *   insurance & rego.txt
 * Youth/
 *   fellowship program term 3.txt
 *   camp Busu river/
 *     camp budget.txt
 *     camp packing list.txt
 *   photos/
 *     choir Easter 2025.jpg
 * Haus/
 *   school fees Junior & Lily.txt
 *   wantok loan.txt
 * Baibel stadi/
 *   John 15 notes.txt
 */
const G = '/home/grace';
const gp = at(G);
const grace = [
  findRead('how much bus 3 bring in yesterday', G, ['takings'], gp('PMV/daily takings.csv')),
  findAppend('put todays takings: bus1 K420 bus2 K380 bus3 K0 clutch broke', G, ['takings'], gp('PMV/daily takings.csv')),
  findRead('who is driving bus 2 this week', G, ['roster'], gp('PMV/drivers roster.txt')),
  findRead('when is bus 2 due for service, check the log', G, ['service'], gp('PMV/bus 2 service log.txt')),
  findRead('rego for the buses expire when?', G, ['rego', 'insurance'], gp('PMV/insurance & rego.txt')),
  list('plis soim mi ol samting i stap insait long Youth folda', gp('Youth'), { l: 'tpi' }),
  remember('yu ken tingim: Pastor Kasu em i stap long Bulolo nau, em i no moa long Lae', 'Pastor Kasu', 'person', ['i stap long Bulolo nau', 'i no moa long Lae'], { l: 'tpi' }),
  recall('wanem samting mi bin tokim yu long Junior?', ['Junior'], { l: 'tpi' }),
  n('moning! yu stap orait?', { l: 'tpi' }),
  remember('remember Junior is my son he is grade 9 at Bumayong Secondary', 'Junior', 'person', ['son of Grace', 'grade 9 at Bumayong Secondary']),
  remember('remember my cousin Tobias owe me K600 from July', 'Tobias', 'person', ['cousin of Grace', 'owes Grace K600 since July']),
  findRead('how much i lend to wantoks altogether', G, ['wantok', 'loan'], gp('Haus/wantok loan.txt')),
  findRead('open camp budget', G, ['budget'], gp('Youth/camp Busu river/camp budget.txt')),
  findAppend('add torch batteries and mosquito coils to the camp packing list', G, ['packing'], gp('Youth/camp Busu river/camp packing list.txt')),
  findLook('show me the Easter choir photo', G, ['choir', 'Easter'], gp('Youth/photos/choir Easter 2025.jpg')),
  n('help me plan youth night program 2 hours, games devotion and food, about 40 youth'),
  n('good bible verse for young people about hard work and not being lazy'),
  n('whats the best way to stop bus drivers pocketing the fare money'),
  n('clutch for toyota coaster how much normally to fix'),
  n('if bus make K400 a day 6 days a week how much in a month'),
  n('write short announcement for church sunday: youth camp at Busu river 12-14 dec, K50 per youth, bring own blanket'),
  open('make a folder for camp 2026', ['create_directory']),
  findRead('John 15 notes read it to me', G, ['John 15', 'John'], gp('Baibel stadi/John 15 notes.txt')),
  edit('change bus 3 to Wesley, Augustine is sick', gp('PMV/drivers roster.txt'), { h: ['show drivers roster', 'PMV/drivers roster.txt:\nBus 1 – Moses (Mon–Sat)\nBus 2 – Peter / Kila Jr (alternate days)\nBus 3 – Augustine (Mon–Fri), Sat off\nSpare driver: Wesley'] }),
  addFact('his number is 7123 4567', 'Wesley', ['phone 7123 4567'], { h: ['remember Wesley is our spare driver', 'Okay — I\'ve noted Wesley as your spare PMV driver.'] }),
  n('ok tenkyu. so only Junior one is left?', { h: ['school fees Junior & Lily, how much left to pay', 'From Haus/school fees Junior & Lily.txt:\n- Junior: K1,850 for the year, K1,200 paid, K650 left\n- Lily: K950 for the year, K950 paid, nothing left'] }),
  open('Tobias paid me back finish, take it out', ['delete_observations', 'delete_entities', 'add_observations']),
  n('passengers want to pay with cellmoni now, is it safe for a small bus business?'),
  bySize('which files are the biggest in PMV', gp('PMV')),
  n('how do i make a simple spreadsheet for bus takings, which columns i need'),
  t('my nephew say you have a thing that adds numbers, add 4580 and 3975 with it', 'get-sum', { a: 4580, b: 3975 }),
  n('how many litres of drinking water for 40 youth for 3 days camp'),
  n('what is a good name for the youth group whatsapp, something with light'),
  n('mi tait tumas. tok gutnait', { l: 'tpi' }),
  n('how do i open a jar of peanut butter thats stuck, my hands are oily from cooking'),
];

/* Ane — /home/ane
 * eskola/
 *   ikasleak uda 2025.csv
 *   taulak eta neoprenoak.txt
 *   txandak monitoreak.txt
 *   seguro poliza.txt
 *   mareak.txt
 * kontabilitatea/
 *   IVA trimestre 3.txt
 *   fakturak 2025/
 *     faktura_030.txt
 *     faktura_031.txt
 * pertsonala/
 *   Mundaka trip.txt
 *   errezetak/
 *     marmitako amama.txt
 * argazkiak/
 *   txapelketa 2024 podium.jpg
 *   kids_class_july.jpg
 */
const A = '/home/ane';
const ap = at(A);
const ane = [
  findRead('aupa! how many wetsuits size M we have', A, ['neopreno', 'taulak'], ap('eskola/taulak eta neoprenoak.txt')),
  findRead('who is working saturday morning', A, ['txanda'], ap('eskola/txandak monitoreak.txt')),
  findRead('zenbat ikasle ditugu abuztuan?', A, ['ikasle'], ap('eskola/ikasleak uda 2025.csv'), { l: 'eu' }),
  remember('gogoratu: Iker monitorea da, ostiraletan ez du lanik egiten', 'Iker', 'person', ['monitorea', 'ostiraletan ez du lanik egiten'], { l: 'eu' }),
  n('kaixo, zer moduz?', { l: 'eu' }),
  findRead('¿me enseñas la póliza del seguro?', A, ['seguro', 'poliza'], ap('eskola/seguro poliza.txt'), { l: 'es' }),
  n('¿qué es mejor para principiantes, un softboard de 8 o de 9 pies?', { l: 'es' }),
  findAppend('add 2 new boards to inventory, torq 6\'8 funboard', A, ['taulak', 'inventory'], ap('eskola/taulak eta neoprenoak.txt')),
  findRead('invoice 31 show me', A, ['031', 'faktura'], ap('kontabilitatea/fakturak 2025/faktura_031.txt')),
  m('make faktura_032 for Colegio Urdaneta, 18 kids x 2 days x 25€, same layout as the last one', [['read_text_file', { path: ap('kontabilitatea/fakturak 2025/faktura_031.txt') }], ['write_file', { path: ap('kontabilitatea/fakturak 2025/faktura_032.txt') }]], { also: ['read_multiple_files'], h: ['whats in fakturak 2025', '[FILE] faktura_030.txt\n[FILE] faktura_031.txt'] }),
  n('18 x 2 x 25 plus 21% iva?'),
  findRead('IVA for Q3, how much i pay', A, ['IVA'], ap('kontabilitatea/IVA trimestre 3.txt')),
  findRead('check the tides file, low tide tomorrow what time', A, ['mareak', 'tide'], ap('eskola/mareak.txt')),
  n('best tide for zarautz beach break, mid tide rising?'),
  n('kid got stung by weever fish what do i do quick'),
  findRead('amama\'s marmitako recipe pls', A, ['marmitako'], ap('pertsonala/errezetak/marmitako amama.txt')),
  findLook('show me the podium photo from 2024', A, ['podium', 'txapelketa'], ap('argazkiak/txapelketa 2024 podium.jpg')),
  mkdir('make folder for 2026 invoices next to the 2025 one', ap('kontabilitatea/fakturak 2026')),
  remember('remember Colegio Urdaneta contact is Maite, she pays always late jaja', 'Maite', 'person', ['contact at Colegio Urdaneta', 'always pays late']),
  recall('what do you know about Maite', ['Maite']),
  correct('Maite isn\'t from Urdaneta, she is from Salbatore Mitxelena ikastola sorry', 'Maite', 'contact at Colegio Urdaneta', 'contact at Salbatore Mitxelena ikastola'),
  list('list argazkiak', ap('argazkiak')),
  findInfo('how big is kids_class_july.jpg? want to send by whatsapp to the parents', A, ['kids_class_july', 'kids_class'], ap('argazkiak/kids_class_july.jpg')),
  n('how do i get old wax off a board fast, no wax comb, i have a hair dryer'),
  n('write an instagram caption end of summer, basque and spanish, short, with emojis'),
  n('what do i need to open a surf school in france too, in hendaye'),
  n('whats a good name for a folder of kids class photos, short, in basque'),
  m('mueve la foto del podium a una carpeta nueva que se llame txapelketak', [search(A, ['podium']), ['create_directory', { path: any(ap, 'argazkiak/txapelketak', 'txapelketak') }], ['move_file', { source: ap('argazkiak/txapelketa 2024 podium.jpg'), destination: any(ap, 'argazkiak/txapelketak/txapelketa 2024 podium.jpg', 'txapelketak/txapelketa 2024 podium.jpg') }]], { l: 'es' }),
  n('need a sign for the door: closed for lunch back at 4. basque, spanish, english'),
  edit('swap saturday, Iker morning and Unai afternoon', ap('eskola/txandak monitoreak.txt'), { h: ['show shifts', 'eskola/txandak monitoreak.txt:\nAstelehena: Iker (goiza), Nerea (arratsaldea)\nAsteartea: Nerea (goiza), Unai (arratsaldea)\nAsteazkena: Iker / Unai\nOsteguna: Nerea / Iker\nOstirala: Unai / Nerea\nLarunbata: Unai (goiza), Iker (arratsaldea)\nIgandea: itxita'] }),
  n('is 600k enough for a surf school normally?', { h: ['read the seguro', 'eskola/seguro poliza.txt:\nAseguradora: Seguros Bilbao\nPóliza RC-44821\nResponsabilidad civil: hasta 600.000 €\nAccidentes alumnos: 6.000 € por persona\nVence: 31/12/2025'] }),
  t('whats that demo research thing, try it with topic "rip currents"', 'simulate-research-query', { topic: ['rip currents', 'Rip currents'] }),
  n('how do i fix a ding in an epoxy board, small one on the rail'),
  n('vale thanks, talk later'),
  n('how long do wetsuits last if rinsed every day, roughly'),
];

/* Reto — /home/reto
 * Huette/
 *   Reservationen Juli.csv
 *   Reservationen August.csv
 *   Helikopter Versorgung.txt
 *   Vorräte Liste.txt
 *   Wetter Notizen.txt
 *   Hüttenbuch Einträge 2025.txt
 *   Personal/
 *     Hilfen Sommer 2025.txt
 * Privat/
 *   Velo Touren.txt
 *   Steuern 2024/
 *     Steuererklärung Notizen.txt
 * Fotos/
 *   Sonnenaufgang Piz Kesch.jpg
 *   Heli Landung Juni.jpg
 * SAC Sektion/
 *   Protokoll Vorstand Mai.txt
 */
const R = '/home/reto';
const rp = at(R);
const reto = [
  findRead('wie vill lüt händ am 12. auguscht reserviert?', R, ['Reservationen August', 'Reservationen'], rp('Huette/Reservationen August.csv'), { l: 'gsw' }),
  findRead('chasch mr d vorröt-lischte zeige', R, ['Vorräte', 'Vorraete', 'Vorrat'], rp('Huette/Vorräte Liste.txt'), { l: 'gsw' }),
  remember('merk dr: de heli-pilot heisst Gian-Reto Caflisch, vo Heli Bernina', 'Gian-Reto Caflisch', 'person', ['Heli-Pilot', 'fliegt für Heli Bernina'], { l: 'gsw' }),
  findAppend('Bitte füge 20 kg Kartoffeln für Rösti zur Vorräte-Liste hinzu.', R, ['Vorräte', 'Vorraete', 'Vorrat'], rp('Huette/Vorräte Liste.txt'), { l: 'de' }),
  n('Was ist der Unterschied zwischen Föhn und Bise?', { l: 'de' }),
  findRead('next heli flight when. check file', R, ['Helikopter', 'Heli'], rp('Huette/Helikopter Versorgung.txt')),
  findAppend('add to heli list: 6 gas bottles, 200l diesel, 30 crates beer', R, ['Helikopter', 'Heli'], rp('Huette/Helikopter Versorgung.txt')),
  findRead('how many guests in july total', R, ['Reservationen Juli', 'Reservationen'], rp('Huette/Reservationen Juli.csv')),
  readAll('compare july and august reservations. which has more', both(rp, 'Huette/Reservationen Juli.csv', 'Huette/Reservationen August.csv'), { h: ['whats in Huette', '[DIR] Personal\n[FILE] Helikopter Versorgung.txt\n[FILE] Hüttenbuch Einträge 2025.txt\n[FILE] Reservationen August.csv\n[FILE] Reservationen Juli.csv\n[FILE] Vorräte Liste.txt\n[FILE] Wetter Notizen.txt'] }),
  findRead('weather notes from yesterday', R, ['Wetter'], rp('Huette/Wetter Notizen.txt')),
  findAppend('write in weather notes: 03.08 gewitter ab 15h, 4cm hagel, 2 seilschaften zurück', R, ['Wetter'], rp('Huette/Wetter Notizen.txt')),
  findRead('who are my helpers this summer', R, ['Hilfen'], rp('Huette/Personal/Hilfen Sommer 2025.txt')),
  remember('remember Lena helps only until 20 august, then back to uni in Zürich', 'Lena', 'person', ['helps at the hut until 20 August', 'studies in Zürich']),
  correct('Lena. not 20 august. 27 august', 'Lena', 'helps at the hut until 20 August', 'helps at the hut until 27 August'),
  recall('what did i say about the heli pilot', ['Heli', 'pilot', 'Caflisch', 'Gian-Reto Caflisch']),
  n('difference between hut and bivouac in english. for the website'),
  n('how long to boil egg at 2600m'),
  n('guest has headache and vomits, arrived today from zürich, we are at 2600. what to do'),
  n('42 guests x 98 CHF half board. how much'),
  n('nice text for first page of hut guestbook. a bit funny. german'),
  n('mice in the wooden hut. how to get rid without poison'),
  list('fotos folder show', rp('Fotos')),
  findInfo('sunrise photo. is it big? SAC magazine wants min 5 MB', R, ['Sonnenaufgang', 'sunrise', 'Kesch'], rp('Fotos/Sonnenaufgang Piz Kesch.jpg')),
  look('show it', rp('Fotos/Sonnenaufgang Piz Kesch.jpg'), { h: ['sunrise photo how big', 'Fotos/Sonnenaufgang Piz Kesch.jpg is 7.8 MB, last modified 19 July 2025.'] }),
  m('make folder Fotos/2025 Sommer and put both photos in', [['create_directory', { path: rp('Fotos/2025 Sommer') }], ['move_file', { source: rp('Fotos/Sonnenaufgang Piz Kesch.jpg'), destination: rp('Fotos/2025 Sommer/Sonnenaufgang Piz Kesch.jpg') }], ['move_file', { source: rp('Fotos/Heli Landung Juni.jpg'), destination: rp('Fotos/2025 Sommer/Heli Landung Juni.jpg') }]], { h: ['fotos folder show', '[FILE] Heli Landung Juni.jpg\n[FILE] Sonnenaufgang Piz Kesch.jpg'] }),
  n('hut warden self employed. can i deduct heli flights in the tax. graubünden'),
  n('albula pass by bike from chur. how many height meters'),
  tree('tree of Huette folder', rp('Huette')),
  n('solar shower 20 liters. warm enough by 5pm in august?'),
  n('hoi, wie gaht\'s?', { l: 'gsw' }),
  n('jonas. how many weeks is that', { h: ['Hilfen Sommer 2025 zeigen', 'Huette/Personal/Hilfen Sommer 2025.txt:\n- Lena Meier, 1.7.–27.8., Küche\n- Jonas Cadonau, 15.7.–15.9., Service/Zimmer\n- Flurina Derungs (nur Wochenenden), Service'] }),
  n('make it nicer for the SAC page. short', { h: ['show the hüttenbuch entries', 'Huette/Hüttenbuch Einträge 2025.txt (last three):\n"12.7. Wunderbare Rösti, Danke Reto! – Familie Huber, Winterthur"\n"28.7. Sturm in der Nacht, aber warm und trocken. Merci! – Bergsteigerclub Lyon"\n"2.8. Erster Dreitausender mit 9 Jahren!! – Nina"'] }),
  t('long running operation test. 10 sec. want to see if satellite internet times out', 'trigger-long-running-operation', { duration: 10 }),
  n('how do i read contour lines on swisstopo map. for a guest, beginner'),
  whatYouKnow('which people do you have saved for me'),
];

/* Ilze — /home/ilze
 * Sēnes/
 *   sēņu dienasgrāmata 2025.txt
 *   vietas karte.jpg
 *   baravikas Gauja.jpg
 * Tējas/
 *   tēju receptes.txt
 *   tirgus pārdošana.csv
 *   etiķetes.txt
 * Mazbērni/
 *   dzimšanas dienas.txt
 *   Roberts izlaidums.jpg
 * Veselība/
 *   zāles un ārsti.txt
 * Dārzs/
 *   sēklas 2026.txt
 * dokumenti/
 *   pensija.pdf
 *   mājas apdrošināšana.txt
 */
const I = '/home/ilze';
const ip = at(I);
const ilze = [
  findRead('parādi manu sēņu dienasgrāmatu', I, ['sēņu', 'dienasgrāmata', 'dienasgramata'], ip('Sēnes/sēņu dienasgrāmata 2025.txt'), { l: 'lv' }),
  n('How many kilograms fresh mushrooms make one kilogram dried?'),
  remember('atceries, ka Roberts ir mans mazdēls, viņš studē Rīgā, Tehniskajā universitātē', 'Roberts', 'person', ['Ilzes mazdēls', 'studē Rīgas Tehniskajā universitātē'], { l: 'lv' }),
  recall('ko es tev teicu par Robertu?', ['Roberts', 'Robert'], { l: 'lv' }),
  n('labdien! kā tev šodien klājas?', { l: 'lv' }),
  n('cik ilgi jāvāra bekas pirms cepšanas?', { l: 'lv' }),
  findRead('How much I sold at market in August? Please look in my table.', I, ['tirgus'], ip('Tējas/tirgus pārdošana.csv')),
  findAppend('Please add to market sales: 20. septembris, kumelīšu tēja 6 paciņas, 18 eiro', I, ['tirgus'], ip('Tējas/tirgus pārdošana.csv')),
  n('Mushroom is white with ring on stem and bag at bottom. Can I eat it?'),
  n('Which mushrooms can be dried and which must be boiled first?'),
  findLook('Show me photo of baravikas from Gauja', I, ['baravikas', 'Gauja'], ip('Sēnes/baravikas Gauja.jpg')),
  n('Is it allowed to pick mushrooms in state forest in Latvia, or I need permission?'),
  findRead('Recipe for linden tea, what I wrote before', I, ['receptes'], ip('Tējas/tēju receptes.txt')),
  n('I make new tea "Meža sapnis". Please write short description for label in Latvian and English, not more than 3 lines.'),
  findAppend('Good. Put this in my labels file.', I, ['etiķetes', 'etiketes'], ip('Tējas/etiķetes.txt'), { h: ['I make new tea "Meža sapnis". Please write short description for label', 'Latviski: "Meža sapnis — meža zemeņu un aveņu lapas ar viršu ziediem. Maiga, silta tēja vakaram."\nEnglish: "Forest Dream — wild strawberry and raspberry leaves with heather flowers. A gentle, warm tea for the evening."'] }),
  findRead('What is name of doctor for my heart? I forget again.', I, ['ārsti', 'arsti', 'zāles'], ip('Veselība/zāles un ārsti.txt')),
  n('Doctor says 2 times per day for 3 months. How many tablets I must buy?'),
  findInfo('When I changed house insurance paper last time?', I, ['apdrošināšana', 'apdrosinasana'], ip('dokumenti/mājas apdrošināšana.txt')),
  n('When I must sow tomato seeds inside, if I plant in greenhouse end of May?'),
  findAppend('Add tomato "Dārta" and dill "Mammoth" to seeds list', I, ['sēklas', 'seklas'], ip('Dārzs/sēklas 2026.txt')),
  list('What is in folder Mazbērni?', ip('Mazbērni')),
  open('Which day is Roberts birthday?', ['search_nodes', 'read_text_file', 'search_files', 'open_nodes']),
  remember('Remember neighbour Jānis drives me to market on Saturdays. He does not take money but likes my honey.', 'Jānis', 'person', ['neighbour of Ilze', 'drives Ilze to the market on Saturdays', 'takes no money, likes her honey']),
  addFact('Jānis now drives me also on Wednesday, to doctor.', 'Jānis', ['also drives Ilze to the doctor on Wednesdays']),
  whatYouKnow('Which people you remember for me? Please tell all.'),
  n('How to keep dried mushrooms so moths do not come?'),
  t('Grandson says computer has "allowed folders". Which are they?', 'list_allowed_directories', {}),
  open('Make new folder for mushroom diary of next year', ['create_directory']),
  sizes('Show everything in Tējas folder with sizes', ip('Tējas')),
  n('What is "viršu ziedi" in English?', { h: ['show tēju receptes', 'Tējas/tēju receptes.txt:\n1. Liepziedu tēja — liepziedi, piparmētra, mazliet medus\n2. Meža sapnis — meža zemeņu lapas, aveņu lapas, viršu ziedi\n3. Kumelīšu tēja — kumelītes, melisa'] }),
  edit('My new pill is Bisoprolol 5 mg in morning. Please write it there.', ip('Veselība/zāles un ārsti.txt'), { h: ['read zāles un ārsti', 'Veselība/zāles un ārsti.txt:\nKardiologs: Dr. Inese Kalniņa, Cēsu klīnika, tel. 64 1xx xxx\nĢimenes ārsts: Dr. Andris Bērziņš\nZāles:\n- Atorvastatīns 20 mg vakarā\n- Aspirīns 75 mg no rīta'] }),
  n('How to save file on computer so grandson in Riga can see it too? He says "cloud", I do not understand.'),
  n('Can herbal tea make problems with heart pills? I drink St John\'s wort sometimes.'),
  look('Show me the picture from Roberts graduation', ip('Mazbērni/Roberts izlaidums.jpg'), { h: ['What is in folder Mazbērni?', '[FILE] Roberts izlaidums.jpg\n[FILE] dzimšanas dienas.txt'] }),
  n('Thank you, dear. Enough for today.'),
];

/* Leyla — /home/leyla
 * universitet/
 *   imtahan cedveli.txt
 *   anatomiya/
 *     konspekt sinir sistemi.txt
 *     anatomy flashcards.csv
 *   fiziologiya/
 *     lab report 3.txt
 * xalcha_magaza/
 *   instagram posts plan.txt
 *   qiymetler.csv
 *   mushteriler.txt
 *   sekiller/
 *     gazakh_kilim_red.jpg
 *     shirvan_1920s.jpg
 * personal/
 *   gym plan.txt
 *   books to read.txt
 */
const L = '/home/leyla';
const lp = at(L);
const leyla = [
  findRead('when is my anatomy exam pls 😭', L, ['imtahan', 'cedvel'], lp('universitet/imtahan cedveli.txt')),
  findRead('imtahan cedvelini goster pls', L, ['imtahan', 'cedvel'], lp('universitet/imtahan cedveli.txt'), { l: 'az' }),
  remember('yadda saxla: Nigar menim qrup yoldashimdir, anatomiyani birlikde oxuyuruq', 'Nigar', 'person', ['Leylanin qrup yoldashi', 'anatomiyani birlikde oxuyurlar'], { l: 'az' }),
  recall('Nigar haqqinda sene ne demishdim?', ['Nigar'], { l: 'az' }),
  n('salam, necesen? 🙂', { l: 'az' }),
  findRead('скинь конспект по нервной системе', L, ['sinir', 'konspekt'], lp('universitet/anatomiya/konspekt sinir sistemi.txt'), { l: 'ru' }),
  n('чем отличается симпатическая от парасимпатической, коротко плз', { l: 'ru' }),
  findRead('сколько стоит ширван 1920-х по моему прайсу', L, ['qiymet'], lp('xalcha_magaza/qiymetler.csv'), { l: 'ru' }),
  n('give me a mnemonic for the cranial nerves, a clean one lol'),
  findRead('quiz me from my anatomy flashcards', L, ['flashcards'], lp('universitet/anatomiya/anatomy flashcards.csv')),
  findRead('lab report 3 check my grammar pls', L, ['lab report'], lp('universitet/fiziologiya/lab report 3.txt')),
  edit('fix the typos in it directly pls tysm', lp('universitet/fiziologiya/lab report 3.txt'), { h: ['lab report 3 check my grammar pls', 'I read universitet/fiziologiya/lab report 3.txt. A few fixes:\n- "the subjects heart rate" → "the subjects\' heart rate"\n- "was effected by" → "was affected by"\n- "datas" → "data"\n- "less participants" → "fewer participants"\nThe rest reads well.'] }),
  n('write caption for the red gazakh kilim post, english + azerbaijani, aesthetic vibe ✨'),
  findLook('show me the red kilim pic', L, ['kilim', 'gazakh'], lp('xalcha_magaza/sekiller/gazakh_kilim_red.jpg')),
  findAppend('add to posts plan: friday - shirvan 1920s story + reel', L, ['posts plan', 'instagram'], lp('xalcha_magaza/instagram posts plan.txt')),
  remember('remember uncle Rauf owns the shop, he wants posts at 8pm only', 'Rauf', 'person', ['Leyla\'s uncle', 'owns the carpet shop', 'wants posts at 8pm only']),
  correct('rauf dayi changed his mind 🙄 posts at 9pm now', 'Rauf', 'wants posts at 8pm only', 'wants posts at 9pm'),
  findRead('customers file, who ordered from germany?', L, ['mushteri', 'musteri'], lp('xalcha_magaza/mushteriler.txt')),
  open('make a folder for december posts', ['create_directory']),
  n('what should i eat before gym in the morning, i have class at 9'),
  findAppend('books to read add "Ali and Nino" by Kurban Said', L, ['books'], lp('personal/books to read.txt')),
  n('whats a good book like Ali and Nino'),
  n('how many calories in a plate of plov approx'),
  n('is 5 hours sleep ok before exam lol be honest'),
  m('biggest files in sekiller', [search(L, ['sekiller']), ['list_directory_with_sizes', { path: lp('xalcha_magaza/sekiller'), sortBy: ['size', ''] }]], { also: ['list_directory', 'get_file_info', 'directory_tree'] }),
  m('rename shirvan_1920s.jpg to shirvan_antique_1920s.jpg', [search(L, ['shirvan_1920s', 'shirvan']), ['move_file', { source: lp('xalcha_magaza/sekiller/shirvan_1920s.jpg'), destination: lp('xalcha_magaza/sekiller/shirvan_antique_1920s.jpg') }]]),
  n('excel or google sheets for the shop prices, which is better lol'),
  tree('tree of universitet folder', lp('universitet')),
  t('show me the tiny test image thing', 'get-tiny-image', {}),
  n('ok quiz me, one by one', { h: ['show anatomy flashcards', 'universitet/anatomiya/anatomy flashcards.csv (first rows):\nquestion,answer\nCN I,Olfactory — smell\nCN II,Optic — vision\nCN III,Oculomotor — most eye movements, pupil constriction\nCN IV,Trochlear — superior oblique\nCN V,Trigeminal — face sensation, chewing'] }),
  n('how should i organize folders for med school notes, by subject or by semester?'),
  n('how do i answer a customer who says the price is too high, polite but firm, english'),
  n('translate "hand-knotted, natural dyes, 100 years old" to russian for the post', { h: ['write caption for shirvan 1920s', '✨ A 1920s Shirvan, hand-knotted in natural dyes — 100 years of stories in wool. DM for price. ✨\n🇦🇿 1920-ci illerin Shirvan xalchasi — el toxumasi, tebii boyalar. Qiymet uchun DM.'] }),
  info('when did i last edit the posts plan', lp('xalcha_magaza/instagram posts plan.txt'), { h: ['whats in xalcha_magaza', '[DIR] sekiller\n[FILE] instagram posts plan.txt\n[FILE] mushteriler.txt\n[FILE] qiymetler.csv'] }),
  n('thx ur the best 💅'),
];

/* Travis — /home/travis
 * sale barn/
 *   consignments oct 18.txt
 *   buyers list.csv
 *   commission rates.txt
 *   sale results 2025.csv
 *   brand inspection forms.pdf
 * ranch/
 *   cattle count.txt
 *   vet records.txt
 *   hay bought 2025.txt
 * church/
 *   mens breakfast signup.txt
 * truck/
 *   F350 maintenance.txt
 * family/
 *   Kaylee wedding budget.txt
 *   photos/
 *     Kaylee engagement.jpg
 *     grandbaby Wyatt.jpg
 */
const TB = '/home/travis';
const tp = at(TB);
const travis = [
  findRead('pull up the consignments for saturdays sale how many head we got coming in', TB, ['consignment'], tp('sale barn/consignments oct 18.txt')),
  findRead('whats my commission rate on pairs i cant remember if i changed it last spring', TB, ['commission'], tp('sale barn/commission rates.txt')),
  findAppend('add to the consignments Bobby Joe Pruitt 40 black baldy steers about 550 weight', TB, ['consignment'], tp('sale barn/consignments oct 18.txt')),
  findRead('how many cows i got total in the cattle count', TB, ['cattle count', 'cattle'], tp('ranch/cattle count.txt')),
  findRead('vet records when did we work the calves last', TB, ['vet'], tp('ranch/vet records.txt')),
  findAppend('put in the vet records today doc hargrove preg checked 62 head 55 bred 7 open', TB, ['vet'], tp('ranch/vet records.txt')),
  findRead('how much hay i bought this year total in dollars', TB, ['hay'], tp('ranch/hay bought 2025.txt')),
  remember('remember doc hargrove is the vet out of canyon he does our preg checking', 'Doc Hargrove', 'person', ['veterinarian out of Canyon', 'does the preg checking']),
  remember('remember my buyer Luis Ortega from Hereford he buys the light hefers pays cash every time', 'Luis Ortega', 'person', ['cattle buyer from Hereford', 'buys light heifers', 'pays cash']),
  recall('what did i tell you about that buyer from Hereford', ['Hereford', 'Luis Ortega', 'Luis', 'buyer']),
  correct('Luis is out of Dimmitt not Hereford my mistake', 'Luis Ortega', 'cattle buyer from Hereford', 'cattle buyer from Dimmitt'),
  findRead('Kaylee wedding budget where we at', TB, ['wedding'], tp('family/Kaylee wedding budget.txt')),
  findLook('show me that picture of the grandbaby', TB, ['Wyatt', 'grandbaby'], tp('family/photos/grandbaby Wyatt.jpg')),
  n('how often you supposed to change the oil on a 6.7 powerstroke pulling a loaded stock trailer'),
  n('how many pounds of sausage do i need for 45 men at breakfast'),
  n('how much is 62 head at 185 a hundredweight at 550 pounds'),
  n('whats a good chant warm up for my grandson he wants to learn to auctioneer hes 12'),
  n('whats the difference between a black baldy and a straight angus'),
  n('how do you get a stuck tailgate open on a 2017 F350 the handle dont do nothing'),
  n('write me a short prayer for the mens breakfast saturday'),
  n('whats the cattle market looking like for next spring you reckon'),
  list('whats in the sail barn folder', tp('sale barn')),
  findRead('buyers list how many buyers we got from New Mexico', TB, ['buyers'], tp('sale barn/buyers list.csv')),
  n('whats the going commission for sale barns in the panhandle am i too cheap at two and a half percent'),
  m('make a new file for next weeks consignments oct 25 with the same headings as the oct 18 one', [['read_text_file', { path: tp('sale barn/consignments oct 18.txt') }], ['write_file', { path: any(tp, 'sale barn/consignments oct 25.txt', 'sale barn/consignments oct 25') }]], { also: ['read_multiple_files', 'search_files'] }),
  readAll('pull up the hay and the cattle count both i gotta figure winter feed', both(tp, 'ranch/hay bought 2025.txt', 'ranch/cattle count.txt'), { h: ['whats in the ranch folder', '[FILE] cattle count.txt\n[FILE] hay bought 2025.txt\n[FILE] vet records.txt'] }),
  edit('ok sold 6 open heifers today change it', tp('ranch/cattle count.txt'), { h: ['pull up the cattle count', 'ranch/cattle count.txt:\nCows — 84\nBred heifers — 16\nOpen heifers — 9\nBulls — 4\nCalves on ground — 71'] }),
  n('so how much we got left', { h: ['wedding budget', 'family/Kaylee wedding budget.txt:\nBudget total: $18,400\nVenue (Cadillac Ranch barn): $4,500 — paid\nCaterer (BBQ): $3,900 — deposit $1,000\nDress: $1,850 — paid\nPhotographer: $2,200 — deposit $500\nFlowers: $900\nSpent so far: $11,250'] }),
  addFact('hes also my wifes cousin', 'Bobby Joe Pruitt', ['cousin of Travis\'s wife'], { h: ['remember Bobby Joe Pruitt consigns with us every fall', 'Got it. I\'ll remember that Bobby Joe Pruitt consigns cattle with you every fall.'] }),
  n('my phone keeps saving the voice memos somewhere i cant find them how do i change that'),
  m('move Kaylee engagement picture into a new folder called wedding in family', [search(TB, ['Kaylee engagement', 'engagement']), ['create_directory', { path: tp('family/wedding') }], ['move_file', { source: tp('family/photos/Kaylee engagement.jpg'), destination: tp('family/wedding/Kaylee engagement.jpg') }]]),
  n('hey you there'),
  find('search for them brand inspection papers', TB, ['brand']),
  n('whats a hefer called after she has her first calf'),
  n('thanks partner thats all for now'),
];

/* Ġużi — /home/guzi
 * lab/
 *   orders dentists.txt
 *   Dr Vella prescriptions.txt
 *   materjal stock.txt
 *   invoices/
 *     invoice 2025-040.txt
 *     invoice 2025-041.txt
 * murtal/
 *   festa Santa Marija program.txt
 *   kamra volunteers.txt
 *   licenzji.txt
 *   ritratti/
 *     logħob tan-nar 2024.jpg
 *     ġigġifogu 2023.jpg
 * dar/
 *   ftira ta nanna.txt
 *   kontijiet.txt
 */
const Z = '/home/guzi';
const zp = at(Z);
const guzi = [
  findRead('mela, what orders i have this week from the dentists', Z, ['orders'], zp('lab/orders dentists.txt')),
  findAppend('add order: Dr Vella, 3 unit zirconia bridge 14-16, shade A2, for thursday', Z, ['orders'], zp('lab/orders dentists.txt')),
  findRead('how many zirconia discs left ta', Z, ['materjal', 'stock'], zp('lab/materjal stock.txt')),
  remember('remember Dr Vella wants the shade photos by email not whatsapp', 'Dr Vella', 'person', ['dentist, client of the lab', 'wants shade photos by email, not WhatsApp']),
  recall('x\'għidtlek fuq Dr Vella?', ['Vella', 'Dr Vella'], { l: 'mt' }),
  remember('ftakar li Ċikku huwa l-kap tal-kamra tal-murtal', 'Ċikku', 'person', ['il-kap tal-kamra tal-murtal'], { l: 'mt' }),
  n('bonġu, kif int?', { l: 'mt' }),
  n('write a thank you post for facebook for all the kamra volunteers after the festa, english and maltese'),
  findRead('festa program, what time the fireworks on the 14th', Z, ['festa', 'program'], zp('murtal/festa Santa Marija program.txt')),
  findRead('when do our licences expire, the police asked', Z, ['licenzji', 'licen'], zp('murtal/licenzji.txt')),
  findLook('ejja show me the photo from the 2024 fireworks', Z, ['nar', '2024'], zp('murtal/ritratti/logħob tan-nar 2024.jpg')),
  findRead('nanna\'s ftira recipe, the one with potatoes', Z, ['ftira'], zp('dar/ftira ta nanna.txt')),
  findRead('bills this month how much', Z, ['kontijiet'], zp('dar/kontijiet.txt')),
  findRead('invoice 041 show', Z, ['041'], zp('lab/invoices/invoice 2025-041.txt')),
  write('make 042 for Dr Vella, same as that one but 2 crowns not 1', zp('lab/invoices/invoice 2025-042.txt'), { h: ['invoice 041 show', 'lab/invoices/invoice 2025-041.txt:\nBorg Dental Lab, Għarb, Gozo\nInvoice 2025-041 — 12/09/2025\nTo: Dr Charles Vella, Victoria\n1 x Zirconia crown (26), shade A3 — €85.00\nTotal: €85.00\nPayment: bank transfer within 30 days'] }),
  n('porcelain cracked after firing on a PFM crown, why?'),
  n('what temperature for sintering zirconia usually, full contour'),
  n('is it safe to keep fireworks powder in a garage under the house?'),
  n('19 crowns at 85 euro how much'),
  n('help me write a short speech for the festa committee dinner, funny but not too much'),
  list('list lab folder', zp('lab')),
  n('VAT on dental lab work in malta, is it exempt or 18%?'),
  m('move logħob tan-nar 2024.jpg into a new folder murtal/2024', [search(Z, ['logħob', 'nar']), ['create_directory', { path: zp('murtal/2024') }], ['move_file', { source: zp('murtal/ritratti/logħob tan-nar 2024.jpg'), destination: zp('murtal/2024/logħob tan-nar 2024.jpg') }]]),
  find('search everything with Vella', Z, ['Vella']),
  findAppend('add Marija Azzopardi to volunteers, new this year, only sundays', Z, ['volunteers'], zp('murtal/kamra volunteers.txt')),
  open('Ċikku stepped down, the new kap is Pawlu Mifsud', ['delete_observations', 'add_observations', 'create_entities']),
  edit('i used 1 A2 disc today update it', zp('lab/materjal stock.txt'), { h: ['show materjal stock', 'lab/materjal stock.txt:\nZirconia discs 98mm A2: 4\nZirconia discs 98mm A3: 2\nE.max blocks LT A1: 12\nAcrylic teeth sets: 9\nPlaster type IV: 3 bags'] }),
  n('ok so total?', { h: ['kontijiet', 'dar/kontijiet.txt:\nARMS (water & electricity) — €184.20 — due 20/09\nGO internet — €39.99 — due 25/09\nGas cylinders x2 — €36.00\nCar insurance — €312.00 — due 01/10'] }),
  n('how do i tell a dentist his impression has a big bubble without making him angry'),
  n('whats the difference between a kaxxa infernali and a ġigġifogu, for my nephew\'s school project'),
  info('the ġigġifogu photo, how big, the newspaper wants it', zp('murtal/ritratti/ġigġifogu 2023.jpg'), { h: ['what is in ritratti', '[FILE] logħob tan-nar 2024.jpg\n[FILE] ġigġifogu 2023.jpg'] }),
  recall('who is the kap of the kamra now?', ['kap', 'kamra', 'Pawlu Mifsud', 'Ċikku']),
  n('how do i get a stuck lid off a jar of kunserva'),
  n('grazzi ħabib, saħħa', { l: 'mt' }),
  n('what is a good name for a folder with all the festa stuff, in maltese'),
];

export default [...mimi, ...dilshod, ...chaminda, ...grace, ...ane, ...reto, ...ilze, ...leyla, ...travis, ...guzi];
