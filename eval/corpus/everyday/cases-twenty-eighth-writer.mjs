/**
 * Everyday chat requests, twenty-eighth writer. Ten people, about 35 requests each.
 *
 * 1. Sokha Chea, 44, Siem Reap (Cambodia). Tuk-tuk driver and licensed Angkor guide who takes
 *    bookings from tourists over WhatsApp; his wife sells nom banh chok in the morning. Broken
 *    English learned from tourists ("sir", "ok ok", "no problem"), dollar signs, now and then
 *    Khmer in its own script.
 * 2. Faʻamaoni "Mao" Leota, 58, Apia (Samoa). Matai of his family and a church deacon who runs a
 *    game-fishing charter boat for tourists and keeps the family's faʻalavelave (funerals,
 *    weddings: money and fine mats) in order. Tablet, big fingers, Samoan English, "uso",
 *    sometimes all Samoan.
 * 3. Harpreet Kaur Sandhu, 33, Ludhiana (Punjab). Runs a bhangra and giddha dance academy and
 *    books her brother's dhol-and-DJ wedding team. Phone, Hinglish/Punjabi in Latin letters,
 *    "ji", "..", 🙏 and 😅, sometimes Punjabi in Gurmukhi.
 * 4. Rūta Petrauskienė, 47, Palanga (Lithuania). Makes amber jewellery, sells at a summer stall on
 *    Basanavičiaus street and on Etsy. Careful English without articles, polite "Please",
 *    Lithuanian when tired; her daughter studies medicine in Kaunas.
 * 5. Murdo MacLeod, 71, Isle of Harris (Scotland). Weaves Harris Tweed on a Hattersley loom in his
 *    shed, keeps sheep on his croft, gives out the psalms at church. One finger, all lowercase,
 *    no punctuation, "aye", "och"; some Gaelic.
 * 6. Voahangy Randrianarisoa, 45, Sambava (Madagascar). Secretary of a vanilla growers'
 *    cooperative, grades and cures vanilla. Writes English to practise for the American buyers,
 *    French when it is official, Malagasy when she is with the members.
 * 7. Derlis Benítez, 29, Encarnación (Paraguay). Motorcycle mechanic with his own taller, plays
 *    the Paraguayan harp in a polka group at weddings, Cerro Porteño fan. Jopara (Spanish mixed
 *    with Guaraní), Spanish, English from YouTube tutorials; "che", "jaja", "q", "xq".
 * 8. Mirela Dervishi, 41, near Berat (Albania). Runs the family olive mill with her father and a
 *    small agritourism lunch on weekends; studied in Bari, so Italian slips in ("allora"). Fast,
 *    no capitals, English, Albanian, Italian.
 * 9. Tessa Lindqvist, 40, Bethel (Alaska). Bush pilot flying a Cessna 207 with mail and freight to
 *    the Yukon–Kuskokwim villages; runs a sled-dog kennel with her partner. Terse phone typing at
 *    the hangar, aviation shorthand ("wx", "pax", "mx", "wt and bal"), lowercase. English only.
 * 10. Sravani Nallamothu, 22, Vijayawada (Andhra Pradesh). Preparing for the state Group-2 exams
 *    and tutoring school children in the evenings at home; her mother takes tiffin orders.
 *    Tenglish in Latin letters ("ra", "cheyyi", "enti"), emoji, Telugu in its own script.
 */
import { t, m, n, open } from './case-helpers.mjs';
import { read, look, list, info, readAll, find, remember, addFact, recall, correct, whatYouKnow, at, both, findRead, findLook, findInfo, findEdit, findAppend, append, edit, sizes, mkdir, any, search, write, move, bySize, mkdirMove, tree, relate } from './case-shorthands.mjs';

/* Sokha — /home/sokha
 * tours/
 *   booking_march.txt
 *   sunrise tour price.txt
 *   guest reviews.txt
 *   route small circuit.txt
 * tuktuk/
 *   repair log.txt
 *   fuel.csv
 *   license tuktuk.jpg
 * photos/
 *   angkor sunrise group.jpg
 *   ta prohm tree.jpg
 * family/
 *   kids school fee.txt
 *   wife noodle shop.txt
 * english_practice/
 *   phrases.txt
 * notes.txt
 */
const S = '/home/sokha';
const sp = at(S);
const marchBooking = 'tours/booking_march.txt:\n20 mar - Mr & Mrs Keller (Germany) - big circuit - 8am Model hotel\n24 mar - Lucas (France) - sunrise + small circuit - 4:45am\n28 mar - 2 lady from Korea - small circuit - Golden Temple hotel 7am';
const sokha = [
  findRead('sir please show booking for march, i forget who come tomorrow', S, ['booking'], sp('tours/booking_march.txt')),
  findRead('how much i tell customer for sunrise tour? i forget my own price haha', S, ['sunrise', 'price'], sp('tours/sunrise tour price.txt')),
  read('open tours/route small circuit.txt', sp('tours/route small circuit.txt')),
  n('what time sunrise at angkor wat in april? customer ask me'),
  n('how to say politely "you need cover shoulder and knee for go inside temple" in english, not rude'),
  remember('remember mr Daniel from Australia, he book 3 day tour 12 to 14 april, he want vegetarian food', 'Daniel', 'person', ['from Australia', 'booked a 3-day tour 12-14 April', 'wants vegetarian food']),
  findEdit('add to march booking: 28 march, 2 lady from Korea, small circuit, pick up Golden Temple hotel 7am', S, ['booking'], sp('tours/booking_march.txt')),
  recall('what i save about mr Daniel?', ['Daniel']),
  findLook('show me picture of the big tree at ta prohm', S, ['ta prohm', 'tree'], sp('photos/ta prohm tree.jpg')),
  findRead('tuktuk repair, when i change the tire last time', S, ['repair'], sp('tuktuk/repair log.txt')),
  append('write in tuktuk/repair log.txt: 3 april change brake pad $12 at Pou garage', sp('tuktuk/repair log.txt')),
  n('សួស្តី! សុខសប្បាយទេ?', { l: 'km' }),
  findRead('សូមបង្ហាញការវាយតម្លៃរបស់ភ្ញៀវ', S, ['review'], sp('tours/guest reviews.txt'), { l: 'km' }),
  remember('ចាំទុកថា Sreymom ជាប្អូនស្រីរបស់ខ្ញុំ នាងរស់នៅភ្នំពេញ', 'Sreymom', 'person', ['ប្អូនស្រីរបស់ Sokha', 'រស់នៅភ្នំពេញ'], { l: 'km' }),
  n('ប្រាសាទអង្គរវត្តសាងសង់នៅឆ្នាំណា?', { l: 'km' }),
  list('what inside photos folder', sp('photos')),
  findInfo('how big is the picture angkor sunrise group, customer want by email', S, ['sunrise', 'angkor'], sp('photos/angkor sunrise group.jpg')),
  n('customer want pay me with old torn 20 dollar, can i say no? bank in siem reap not take'),
  n('what is different angkor thom and angkor wat, explain easy so i tell tourist'),
  n('how much is normal price for tuk tuk one day small circuit now? other driver say $15 is too cheap'),
  write('make new file tours/booking_april.txt and write: 12-14 apr Daniel (Australia) 3 day, vegetarian', any(sp, 'tours/booking_april.txt')),
  n('my son he is 15 he want to be guide like me but i want he study IT. what you think'),
  findRead('kids school fee how much this term', S, ['school', 'fee'], sp('family/kids school fee.txt')),
  n('so how much all together?', { h: ['kids school fee how much this term', 'family/kids school fee.txt:\nDara (grade 9) - $180\nSreyleak (grade 5) - $120\nBopha (grade 2) - $90\nuniform x3 - $45'] }),
  edit('change the 28 march one, they want sunrise now so 4:45 not 7am', sp('tours/booking_march.txt'), { h: ['show march booking', marchBooking] }),
  n('germany people on 20 march, which hotel i pick up?', { h: ['show march booking', marchBooking] }),
  addFact('he also allergy peanut, very important dont forget', 'Daniel', ['allergic to peanuts'], { h: ['remember mr Daniel from Australia, he book 3 day tour 12 to 14 april, he want vegetarian food', 'Saved: Daniel, from Australia, 3-day tour 12–14 April, vegetarian.'] }),
  readAll('open english_practice/phrases.txt and notes.txt both', both(sp, 'english_practice/phrases.txt', 'notes.txt')),
  n('teach me 5 sentence for when tourist angry because tuk tuk is late'),
  mkdirMove('march is finish. make folder tours/old and move tours/booking_march.txt inside', sp('tours/old'), sp('tours/booking_march.txt'), sp('tours/old/booking_march.txt')),
  n('rain tomorrow in siem reap or not?'),
  n('my wife want sell noodle to tourist also, what she write on english menu for nom banh chok so they understand'),
  correct('sorry Daniel is from New Zealand not Australia, i mix up', 'Daniel', 'from Australia', 'from New Zealand'),
  n('អរគុណច្រើនបង', { l: 'km' }),
  n('ok ok'),
];

/* Mao — /home/mao
 * charter/
 *   bookings.txt
 *   boat maintenance.txt
 *   catch records 2025.csv
 *   safety checklist.txt
 *   photos/
 *     marlin 180kg.jpg
 *     crew Lagi and Tavita.jpg
 * faalavelave/
 *   contributions.txt
 *   ietoga list.txt
 *   funeral Tuala.txt
 * church/
 *   deacons roster.txt
 *   Sunday toonai.txt
 * matai/
 *   village council minutes.txt
 * invoice_template.txt
 */
const MA = '/home/mao';
const mp = at(MA);
const contributions = 'faalavelave/contributions.txt:\nFuneral of Tuala Leota — March 2025\nAiga Faleolo — 300 tala, 1 ietoga\nAiga Tuilagi — 800 tala\nAiga Sapolu — 450 tala, 2 ietoga\nAiga Mataafa — 1200 tala, 3 ietoga\nChurch youth — 150 tala';
const mao = [
  findRead('talofa, pls show me bookings for the boat this week', MA, ['bookings'], mp('charter/bookings.txt')),
  findRead('how much money each family give for funeral of Tuala, i need the total tonight', MA, ['Tuala', 'funeral'], mp('faalavelave/funeral Tuala.txt')),
  n('Talofa! O a mai oe?', { l: 'sm' }),
  read('open charter/safety checklist.txt before we go out', mp('charter/safety checklist.txt')),
  n('what lure is best for wahoo early morning near the reef drop off'),
  remember('remember Mr Hiroshi from Osaka, he come every July, he only want catch and release', 'Hiroshi', 'person', ['from Osaka', 'comes every July', 'only wants catch and release']),
  findLook('show the marlin photo the 180kg one, customer want to see', MA, ['marlin'], mp('charter/photos/marlin 180kg.jpg')),
  append('charter/boat maintenance.txt put: changed impeller port engine 10 march, 185 tala', mp('charter/boat maintenance.txt')),
  recall('who is Hiroshi again', ['Hiroshi']),
  n('my nephew from NZ ask what is the difference between matai and the pastor in the village, how i explain to him, he is palagi raised'),
  findRead('Faʻamolemole faʻaali mai le lisi o ʻietoga', MA, ['ietoga'], mp('faalavelave/ietoga list.txt'), { l: 'sm' }),
  remember('Manatua o Sione o le tuagane o loʻu toʻalua, e nofo i Aukilani', 'Sione', 'person', ['tuagane o le toʻalua o Mao', 'nofo i Aukilani'], { l: 'sm' }),
  n('Faʻafetai tele lava uso', { l: 'sm' }),
  sizes('how big are the files in charter photos', mp('charter/photos')),
  n('30 km per hour is how many knots'),
  t('add 2450 and 1875 for me with the adding thing', 'get-sum', { a: 2450, b: 1875 }),
  n('how to say in english nicely that tourist must wear the lifejacket on my boat, some of them get angry'),
  n('write short speech in english for opening of new church hall, i speak as matai, 1 minute maybe'),
  findEdit('put in contributions, Aiga Leavasa gave 500 tala and 2 ietoga for Tuala funeral', MA, ['contributions'], mp('faalavelave/contributions.txt')),
  n('and who gave the most?', { h: ['show contributions', contributions] }),
  edit('Tuilagi fix it, they gave 850 not 800', mp('faalavelave/contributions.txt'), { h: ['show contributions', contributions] }),
  n('cyclone season when it start and finish in samoa'),
  write('new file charter/bookings_july.txt: 8 July Hiroshi Osaka full day, catch and release', mp('charter/bookings_july.txt')),
  n('which month is best for blue marlin around upolu'),
  n('is barracuda ok to eat? my crew say ciguatera'),
  list('whats in matai folder', mp('matai')),
  findRead('village council minutes the last one', MA, ['council', 'minutes'], mp('matai/village council minutes.txt')),
  n('ok so what we decided about the road?', { h: ['village council minutes', 'matai/village council minutes.txt:\nFono — 3 March 2025\n1. Road to the plantation: each aiga gives 2 days labour in April, matai Leota to ask Ministry of Works for gravel.\n2. Sā (evening prayer curfew) stays 6–7pm.\n3. Fine for dogs loose on the malae: 1 pig.'] }),
  relate('my crew Lagi works for me on the boat, he is cousin of Tavita'),
  n('my back is sore from pulling the big fish, what stretch is good for a 58 year old man'),
  t('which folders you can get into on this tablet', 'list_allowed_directories', {}),
  n('tell me a joke about fishermen, clean one, for church youth'),
  correct('Hiroshi comes in August now not July, he email me', 'Hiroshi', 'comes every July', 'comes every August'),
  whatYouKnow('what you have about my people, all of it'),
  read('open invoice_template.txt', mp('invoice_template.txt')),
];

/* Harpreet — /home/harpreet
 * academy/
 *   students fees.csv
 *   batch timings.txt
 *   giddha boliyan.txt
 *   competition Patiala.txt
 * bookings/
 *   weddings 2025.txt
 *   dhol rates.txt
 *   advance received.txt
 *   contracts/
 *     Grewal wedding.txt
 *     Gill reception.txt
 * videos/
 *   bhangra showcase.mp4
 *   dhol practice.mp3
 *   posters/
 *     summer batch poster.png
 * ghar/
 *   mummy medicines.txt
 *   rishta biodata.txt
 */
const H = '/home/harpreet';
const hp = at(H);
const fees = 'academy/students fees.csv:\nname,batch,april\nJasleen,kids 5pm,paid\nArjun,kids 5pm,pending\nNavneet,ladies 11am,pending\nRiya,teens 7pm,paid\nManjot,teens 7pm,pending';
const harpreet = [
  findRead('ji please show weddings list for next month, need to plan dhol wale', H, ['weddings'], hp('bookings/weddings 2025.txt')),
  findRead('how much advance Grewal family paid?? they saying they paid full 😅', H, ['advance'], hp('bookings/advance received.txt')),
  read('open bookings/contracts/Gill reception.txt', hp('bookings/contracts/Gill reception.txt')),
  n('ਸਤ ਸ੍ਰੀ ਅਕਾਲ ਜੀ, ਕੀ ਹਾਲ ਹੈ?', { l: 'pa' }),
  findRead('ਅਗਲੇ ਹਫ਼ਤੇ ਦੀਆਂ ਬੈਚ ਟਾਈਮਿੰਗਾਂ ਦਿਖਾਓ', H, ['batch', 'timing'], hp('academy/batch timings.txt'), { l: 'pa' }),
  remember('ਯਾਦ ਰੱਖੋ ਕਿ ਗੁਰਪ੍ਰੀਤ ਸਾਡਾ ਨਵਾਂ ਢੋਲੀ ਹੈ, ਉਹ ਜਲੰਧਰ ਤੋਂ ਹੈ', 'Gurpreet', 'person', ['new dholi of the team', 'from Jalandhar'], { l: 'pa' }),
  n('giddhe layi 5 navian boliyan likh do, funny wali, saas nooh te', { l: 'pa' }),
  findLook('summer batch poster dikhao, spelling check karni hai', H, ['poster', 'summer'], hp('videos/posters/summer batch poster.png')),
  list('bookings/contracts me kya kya hai', hp('bookings/contracts')),
  n('market me baaki academies kitna le rahe for 2 dholi + dj mehndi night in ludhiana? rough idea do'),
  findEdit('add in weddings: 14 Nov Sidhu wedding, Khanna, baraat 11am, 3 dhol + bhangra team 8 boys', H, ['weddings'], hp('bookings/weddings 2025.txt')),
  n('booking pe advance kitna lena chahiye usually, 20% ya 50%? log cancel kar dete last minute'),
  remember('remember Simran Grewal is the bride, her mom is the one who calls me always, very particular about timing', 'Simran Grewal', 'person', ['bride of the Grewal wedding', 'her mother always calls Harpreet', 'very particular about timing']),
  recall('grewal family ke baare me kya bataya tha maine', ['Grewal', 'Simran Grewal']),
  n('how to teach bhangra to 6 yr olds without them getting bored.. 45 min class plan'),
  findRead('which students have not paid fees for april', H, ['fees'], hp('academy/students fees.csv')),
  n('message likh do inko politely remind karne ke liye, whatsapp wala', { h: ['which students not paid april', fees] }),
  edit('Arjun ne pay kar dia abhi cash me, update karo', hp('academy/students fees.csv'), { h: ['which students not paid april', fees] }),
  bySize('videos folder me sabse badi file kaunsi hai, phone full ho gaya', hp('videos')),
  look('open videos/dhol practice.mp3 i want to check if taal is ok in the second part', hp('videos/dhol practice.mp3')),
  n('Patiala competition me judges mostly kya dekhte hai? costume ya energy'),
  n('kids ke liye cheap costume ideas for bhangra, phulkari dupatta ke alawa kuch'),
  mkdir('make a folder bookings/2026, enquiries already aa rahi', hp('bookings/2026')),
  write('new file bookings/2026/enquiries.txt - Feb 8 Bains wedding, Mohali, called 12 march', hp('bookings/2026/enquiries.txt')),
  n('mummy ki BP wali dawai khane se pehle ya baad? amlodipine 5'),
  findRead('mummy medicines list', H, ['medicines', 'mummy'], hp('ghar/mummy medicines.txt')),
  n('rishta wale biodata me kya likhna chahiye for a girl 33 who runs her own business.. mummy is after me 🙄'),
  correct('Gurpreet is from Phagwara not jalandhar, my mistake', 'Gurpreet', 'from Jalandhar', 'from Phagwara'),
  t('echo karo: Happy Baisakhi from Nachdi Jawani Academy', 'echo', { message: 'Happy Baisakhi from Nachdi Jawani Academy' }),
  n('ਵਿਆਹ ਦੇ ਕਾਰਡ ਲਈ ਇੱਕ ਛੋਟੀ ਜਿਹੀ ਕਵਿਤਾ ਲਿਖ ਦਿਓ', { l: 'pa' }),
  find('saari files jisme Gill likha ho naam me', H, ['Gill']),
  n('thanku ji 🙏'),
  n('first thing i asked you today kya tha? bhool gayi', { h: ['ji please show weddings list for next month', 'bookings/weddings 2025.txt:\n3 Nov — Grewal wedding, Ludhiana, 2 dhol + DJ\n9 Nov — Gill reception, Jagraon, DJ only\n21 Nov — Dhaliwal mehndi, Moga, 2 dhol', 'thanku ji', 'Welcome ji!'] }),
  relate('Gurpreet and Manpreet are real brothers, both dholis'),
  n('2 dhol at 11000 each and dj 25000, kitna hua total with 18% gst'),
];

/* Rūta — /home/ruta
 * gintaras/
 *   orders etsy.txt
 *   stock beads.txt
 *   prices 2025.txt
 *   nuotraukos/
 *     necklace cognac.jpg
 *     baltic amber ring green.jpg
 *     stall Palanga.jpg
 * turgus/
 *   summer stall rent.txt
 *   sales july.csv
 * namai/
 *   Austėja studijos.txt
 *   šaltibarščiai receptas.txt
 *   sodas.txt
 * mokesčiai/
 *   individuali veikla 2024.txt
 */
const R = '/home/ruta';
const rp = at(R);
const prices = 'gintaras/prices 2025.txt:\nCognac necklace 45 cm — 85 €\nButterscotch bracelet — 40 €\nGreen ring (silver) — 58 €\nRaw amber pendant — 25 €\nChildren bracelet — 18 €';
const ruta = [
  findRead('Good morning. Please show me Etsy orders which I must send this week.', R, ['etsy', 'orders'], rp('gintaras/orders etsy.txt')),
  findRead('How many cognac beads 8 mm I have in stock?', R, ['stock', 'beads'], rp('gintaras/stock beads.txt')),
  read('Open gintaras/prices 2025.txt please', rp('gintaras/prices 2025.txt')),
  n('How I can tell real Baltic amber from plastic? Customer asks and I want simple answer in English.'),
  n('Labas, kaip sekasi?', { l: 'lt' }),
  findRead('Parodyk liepos pardavimus', R, ['sales', 'july'], rp('turgus/sales july.csv'), { l: 'lt' }),
  remember('Įsimink, kad Jurgita iš Klaipėdos perka gintarą kiekvieną mėnesį, jai patinka žalias', 'Jurgita', 'person', ['iš Klaipėdos', 'perka gintarą kiekvieną mėnesį', 'jai patinka žalias gintaras'], { l: 'lt' }),
  n('How much costs to send small parcel to Germany from Lithuania, approximately?'),
  findLook('Show me photo of green ring, I want to check the light', R, ['ring', 'green'], rp('gintaras/nuotraukos/baltic amber ring green.jpg')),
  findEdit('Add new Etsy order: Sarah Miller, Ohio, cognac necklace 45 cm, paid', R, ['etsy', 'orders'], rp('gintaras/orders etsy.txt')),
  write('Create file gintaras/orders wholesale.txt with: Pamario gintaras UAB, 2 kg raw amber, 14 August', rp('gintaras/orders wholesale.txt')),
  n('Write for me short description for Etsy: cognac amber necklace, 45 cm, hand knotted, every bead polished by hand. Not too much selling words.'),
  recall('What I told you about Jurgita?', ['Jurgita']),
  n('How to clean amber necklace at home? Customer asked if water is ok.'),
  list('What is in folder namai', rp('namai')),
  findRead('šaltibarščiai receptas please, daughter comes on Saturday', R, ['šaltibarščiai', 'saltibarsciai', 'receptas'], rp('namai/šaltibarščiai receptas.txt')),
  n('Is amber teething necklace safe for babies? Many mothers ask me and I do not want to lie.'),
  remember('Remember my daughter Austėja, she studies medicine in Kaunas, 3rd year', 'Austėja', 'person', ['daughter of Rūta', 'studies medicine in Kaunas', '3rd year']),
  addFact('And she has exams in June, the big one is 12th', 'Austėja', ['has exams in June', 'main exam on 12 June'], { h: ['Remember my daughter Austėja, she studies medicine in Kaunas, 3rd year', 'I have saved Austėja: your daughter, 3rd-year medicine student in Kaunas.'] }),
  n('Translate to English please: "Kiekvienas gintaro gabalėlis yra unikalus"'),
  readAll('Open turgus/summer stall rent.txt and turgus/sales july.csv together, I want to see if stall is worth it', both(rp, 'turgus/summer stall rent.txt', 'turgus/sales july.csv')),
  n('So after the rent, how much I earned in July?', { h: ['Open turgus/summer stall rent.txt and turgus/sales july.csv together', 'turgus/summer stall rent.txt:\nStall Basanavičiaus g., June–August: 1 200 € per month\nElectricity: 45 € per month\n\nturgus/sales july.csv:\nweek,sales_eur\n1,980\n2,1340\n3,1715\n4,1520'] }),
  n('What is fair price to ask for 2 kg raw amber in 2025? Only approximately.'),
  findRead('Individuali veikla tax, how much I paid last year?', R, ['individuali', 'veikla'], rp('mokesčiai/individuali veikla 2024.txt')),
  n('In Lithuania until when I must submit yearly declaration for individual activity?'),
  m('Make folder for etsy inside nuotraukos and move necklace cognac.jpg there', [search(R, ['necklace', 'cognac']), ['create_directory', { path: rp('gintaras/nuotraukos/etsy') }], ['move_file', { source: rp('gintaras/nuotraukos/necklace cognac.jpg'), destination: rp('gintaras/nuotraukos/etsy/necklace cognac.jpg') }]]),
  correct('Jurgita is not from Klaipėda, she is from Kretinga. Please fix.', 'Jurgita', 'iš Klaipėdos', 'from Kretinga'),
  n('Ačiū labai, labanakt', { l: 'lt' }),
  findLook('Stall photo from Palanga please', R, ['stall'], rp('gintaras/nuotraukos/stall Palanga.jpg')),
  n('My hands hurt after drilling beads whole day. Which exercises?'),
  findRead('Garden list, what I planned to plant in May', R, ['sodas', 'garden'], rp('namai/sodas.txt')),
  n('Which flowers grow good near Baltic sea in sandy soil, wind is strong'),
  edit('Change price of green ring to 65 euro', rp('gintaras/prices 2025.txt'), { h: ['Open gintaras/prices 2025.txt please', prices] }),
  n('And raw pendant, what price I have there?', { h: ['Open gintaras/prices 2025.txt please', prices] }),
  n('My daughter says she is tired all the time in medical school. How I can help her from far away?'),
];

/* Murdo — /home/murdo
 * tweed/
 *   orders from mill.txt
 *   loom repairs.txt
 *   weaving log 2025.csv
 *   patterns/
 *     herringbone brown.txt
 *     houndstooth blue grey.txt
 * croft/
 *   sheep tally.txt
 *   dipping and shearing dates.txt
 *   grant forms/
 *     crofting grant 2024.pdf
 * church/
 *   psalms to give out.txt
 * family/
 *   grandchildren birthdays.txt
 *   photos/
 *     peat stack 1978.jpg
 *     mairi wedding.jpg
 * letter to council about road.txt
 */
const MU = '/home/murdo';
const mup = at(MU);
const letter = 'letter to council about road.txt:\n12 May 2025\nDear Sir or Madam,\nI am writing again about the road past the fank at the top of the township. The potholes are now deep enough to lose a lamb in. The mobile library van will not come up any more. I wrote in November and have had no reply.\nYours faithfully,\nMurdo MacLeod';
const murdo = [
  findRead('orders from the mill what have i got', MU, ['orders', 'mill'], mup('tweed/orders from mill.txt')),
  read('tweed/patterns/herringbone brown.txt', mup('tweed/patterns/herringbone brown.txt')),
  findRead('how many ewes did i have at the count', MU, ['sheep', 'tally'], mup('croft/sheep tally.txt')),
  n('halò ciamar a tha thu', { l: 'gd' }),
  n('aye fine. whats the weather doing tomorrow in tarbert'),
  append('put in croft/dipping and shearing dates.txt shearing 12 july with the morrison boys', mup('croft/dipping and shearing dates.txt')),
  remember('remember donald john morrison is the one with the shearing gear he is on scalpay', 'Donald John Morrison', 'person', ['has the shearing gear', 'lives on Scalpay']),
  recall('who has the shearing gear again', ['shearing', 'Donald John', 'Morrison']),
  n('what does the orb mark on harris tweed mean exactly my grandson is asking'),
  findRead('psalms for sunday', MU, ['psalms'], mup('church/psalms to give out.txt')),
  findLook('the peat stack picture from 78', MU, ['peat'], mup('family/photos/peat stack 1978.jpg')),
  read('letter to council about road.txt', mup('letter to council about road.txt')),
  n('can you write it again a bit stronger i will copy it out myself', { h: ['letter to council about road.txt', letter] }),
  edit('change the date at the top to 3rd june', mup('letter to council about road.txt'), { h: ['letter to council about road.txt', letter] }),
  n('what would be a good present for a girl of 14 these days its my granddaughter'),
  remember('cuimhnich gur e Seonaidh mo nàbaidh', 'Seonaidh', 'person', ['nàbaidh Mhurchaidh'], { l: 'gd' }),
  n('tapadh leat a charaid', { l: 'gd' }),
  n('dè an uair a tha e ann an Toronto an-dràsta', { l: 'gd' }),
  list('whats in the tweed folder', mup('tweed')),
  findRead('weaving log how many metres this year', MU, ['weaving', 'log'], mup('tweed/weaving log 2025.csv')),
  n('and how much is that in yards', { h: ['weaving log how many metres this year', 'tweed/weaving log 2025.csv adds up to 412 metres woven so far this year, over 7 webs (the last one finished 28 April, herringbone brown).'] }),
  n('the shuttle keeps flying out on the left side what would cause that on a hattersley'),
  findAppend('loom repairs put in new picker left side 5 may', MU, ['loom', 'repairs'], mup('tweed/loom repairs.txt')),
  findInfo('that crofting grant form when did i do it', MU, ['grant', 'crofting'], mup('croft/grant forms/crofting grant 2024.pdf')),
  n('are there grants for fencing on a croft these days'),
  tree('show me everything i have all the folders', [MU, '.']),
  correct('donald john is not on scalpay any more he moved to leverburgh', 'Donald John Morrison', 'lives on Scalpay', 'lives in Leverburgh'),
  n('which tune would you use for the 23rd psalm in the gaelic'),
  write('start a new file tweed/patterns/check green.txt warp 2 green 2 fawn weft the same', mup('tweed/patterns/check green.txt')),
  n('my grandson says you are just a computer program is that right'),
  n('was it the 12th i said for the shearing', { h: ['put in croft/dipping and shearing dates.txt shearing 12 july with the morrison boys', 'Done — I added "Shearing 12 July with the Morrison boys" to croft/dipping and shearing dates.txt.'] }),
  n('my eyes are not good for the fine threads now is there a kind of lamp you would recommend for the loom'),
  t('my grandson says type echo hello granda to test it', 'echo', { message: ['hello granda', 'hello granda to test it'] }),
  n('how do you cook salt herring the old way with potatoes'),
  whatYouKnow('what have you got saved about folk'),
];

/* Voahangy — /home/voahangy
 * cooperative/
 *   membres.txt
 *   livraisons 2025.csv
 *   prix vanille.txt
 *   reunion PV juin.txt
 *   acheteurs/
 *     Madagascar Gold LLC.txt
 *     contrat Vanille Fine Marseille.txt
 * qualite/
 *   grading notes.txt
 *   humidity log.csv
 *   photos/
 *     gousses lot 14.jpg
 *     sechage.jpg
 * famille/
 *   ecolage enfants.txt
 *   Rija telephone.txt
 * formation/
 *   english buyer phrases.txt
 */
const V = '/home/voahangy';
const vp = at(V);
const livraisons = 'cooperative/livraisons 2025.csv:\ndate,lot,membre,kg\n02/07,12,Rakoto Jean,38\n05/07,13,Rasoa Hanta,24\n09/07,14,Randria Paul,51\n11/07,14,Rivo Andry,17';
const voahangy = [
  findRead('please show me the members list of the cooperative', V, ['membres', 'members'], vp('cooperative/membres.txt')),
  findRead('how many kg for lot 14 delivered and by who', V, ['livraisons'], vp('cooperative/livraisons 2025.csv')),
  read('open qualite/grading notes.txt', vp('qualite/grading notes.txt')),
  n('what is normal moisture % for gourmet grade vanilla, black beans, for export'),
  findRead('Peux-tu ouvrir le contrat avec Vanille Fine Marseille ?', V, ['contrat', 'Marseille'], vp('cooperative/acheteurs/contrat Vanille Fine Marseille.txt'), { l: 'fr' }),
  n('Comment dit-on « gousse fendue » en anglais pour un acheteur américain ?', { l: 'fr' }),
  remember('Remember Kevin Brandt from Madagascar Gold LLC, he is the buyer in the US, he wants samples before 15 September', 'Kevin Brandt', 'person', ['buyer at Madagascar Gold LLC (US)', 'wants samples before 15 September']),
  findLook('show photo gousses lot 14 i want check the color', V, ['gousses', 'lot 14'], vp('qualite/photos/gousses lot 14.jpg')),
  n('Manao ahoana ianao?', { l: 'mg' }),
  findRead("Asehoy ahy ny vidin'ny lavanila", V, ['prix', 'vanille'], vp('cooperative/prix vanille.txt'), { l: 'mg' }),
  remember('Tadidio fa i Rivo no mpitahiry vola vaovao', 'Rivo', 'person', ['mpitahiry vola vaovao an\'ny kaoperativa'], { l: 'mg' }),
  n('Misaotra betsaka', { l: 'mg' }),
  findEdit('add to humidity log: 22 august, lot 15, 28%', V, ['humidity'], vp('qualite/humidity log.csv')),
  recall('what do we know about Kevin from the american company', ['Kevin', 'Madagascar Gold']),
  n('write polite email to buyer: price per kg is now 95 USD not 85 because cyclone damage, we are sorry but quality is very good'),
  t('please add 1240 and 865, it is kg for total', 'get-sum', { a: 1240, b: 865 }),
  list('what inside cooperative/acheteurs', vp('cooperative/acheteurs')),
  findRead("La réunion de juin, qu'est-ce qu'on a décidé pour le prix minimum ?", V, ['reunion', 'juin'], vp('cooperative/reunion PV juin.txt'), { l: 'fr' }),
  n('so who was absent?', { h: ['open the june meeting PV', 'cooperative/reunion PV juin.txt:\nProcès-verbal — Réunion du 14 juin 2025\nPrésents : 31 membres sur 36\nAbsents : Rakoto Jean, Razafy Lala, Rivo Andry, Soa Nirina, Tsiry Fidy\n1. Prix minimum au producteur : 75 000 Ar/kg vert\n2. Date de récolte : pas avant le 15 juillet'] }),
  write('make new file cooperative/reunion PV septembre.txt, title Réunion du 13 septembre 2025, présents: to fill', vp('cooperative/reunion PV septembre.txt')),
  n('is it true vanilla comes from an orchid? my daughter ask for school'),
  n('explain for buyer in 3 sentences the steps of curing, blanching, sweating, drying, conditioning, simple english'),
  findRead('Les frais de scolarité des enfants, combien je dois payer ce trimestre ?', V, ['ecolage'], vp('famille/ecolage enfants.txt'), { l: 'fr' }),
  n('my son Rija want to study agronomy, which university in Antananarivo is good for that'),
  correct('Kevin changed the samples date, now before 30 september', 'Kevin Brandt', 'wants samples before 15 September', 'wants samples before 30 September'),
  sizes('size of the photos in qualite/photos, email limit is 10 mb', vp('qualite/photos')),
  edit('Rasoa delivered 42 kg not 24, I typed wrong, please fix', vp('cooperative/livraisons 2025.csv'), { h: ['show livraisons', livraisons] }),
  n('so total for lot 14 is how much?', { h: ['show livraisons', livraisons] }),
  n('which months are most dangerous for cyclone in SAVA region'),
  relate('Rivo is the son of Madame Rasoa, put that too'),
  n('give me 5 sentences to practise english phone call with a buyer'),
  n('what is FOB and CIF? the buyer write it in his email and I am not sure which is better for us'),
  t('can you say back exactly "Vanille de Sambava - qualité premium", i want to copy it', 'echo', { message: 'Vanille de Sambava - qualité premium' }),
  n('thank you, you are a patient teacher'),
  mkdir('create folder cooperative/2026', vp('cooperative/2026')),
  n('what number you told me before for the moisture?', { h: ['what is normal moisture % for gourmet grade vanilla', 'Gourmet (black, grade A) vanilla for export is usually 30–35% moisture; extract grade (red) is lower, around 15–25%.'] }),
];

/* Derlis — /home/derlis
 * taller/
 *   motos pendientes.txt
 *   repuestos precios.txt
 *   clientes deben.txt
 *   manuales/
 *     Kenton GTR 150 manual.pdf
 *     Honda CG 150 service.pdf
 * musica/
 *   repertorio polkas.txt
 *   fechas shows.txt
 *   acordes arpa.txt
 *   grabaciones/
 *     pajaro campana ensayo.mp3
 *     galopera boda Villalba.mp3
 * personal/
 *   cuota moto nueva.txt
 *   cerro entradas.txt
 */
const D = '/home/derlis';
const dp = at(D);
const derlis = [
  findRead('che show me the motos pendientes list', D, ['pendientes', 'motos'], dp('taller/motos pendientes.txt')),
  findRead('who owes me money in the taller, i need call them', D, ['deben'], dp('taller/clientes deben.txt')),
  read('open musica/repertorio polkas.txt', dp('musica/repertorio polkas.txt')),
  n("Mba'éichapa!", { l: 'gn' }),
  n('why my honda cg 150 make click click but not start, battery is new'),
  findAppend('agregá a motos pendientes: Kenton del Chino, cambio de kit de transmisión, para el viernes', D, ['pendientes'], dp('taller/motos pendientes.txt'), { l: 'es' }),
  remember("acordate ko que Ña Rosa paga siempre los viernes, ha'e ningo mi clienta de siempre", 'Ña Rosa', 'person', ['paga siempre los viernes', 'clienta de siempre del taller'], { l: 'gn' }),
  findRead('what shows i have this month, the fechas', D, ['fechas', 'shows'], dp('musica/fechas shows.txt')),
  n('¿Cuánto se cobra normalmente un arpista para una boda en Paraguay?', { l: 'es' }),
  findLook('play the pajaro campana ensayo, i want hear the fast part', D, ['pajaro', 'campana'], dp('musica/grabaciones/pajaro campana ensayo.mp3')),
  n('who composed pájaro campana originally'),
  recall('what u know about ña rosa', ['Rosa', 'Ña Rosa']),
  t('sumame 350000 y 275000 con la herramienta esa de sumar', 'get-sum', { a: 350000, b: 275000 }, { l: 'es' }),
  findInfo('how big is the Kenton manual pdf, whatsapp dont let me send', D, ['Kenton'], dp('taller/manuales/Kenton GTR 150 manual.pdf')),
  n("aguyje che ra'a", { l: 'gn' }),
  findRead('cuanto me falta pagar de la cuota de la moto nueva', D, ['cuota'], dp('personal/cuota moto nueva.txt'), { l: 'es' }),
  n('cerro porteño or olimpia who has more titles'),
  write('create musica/setlist boda Ramirez.txt with: 1 Pájaro campana, 2 Galopera, 3 Recuerdos de Ypacaraí, 4 Mi dicha lejana', any(dp, 'musica/setlist boda Ramirez.txt')),
  edit('change the 3 for India, the bride wants that one', dp('musica/setlist boda Ramirez.txt'), { h: ['create musica/setlist boda Ramirez.txt with: 1 Pájaro campana, 2 Galopera, 3 Recuerdos de Ypacaraí, 4 Mi dicha lejana', 'Done — musica/setlist boda Ramirez.txt is created with the four songs.'] }),
  n('how long is that setlist more or less in minutes', { h: ['create musica/setlist boda Ramirez.txt with: 1 Pájaro campana, 2 Galopera, 3 Recuerdos de Ypacaraí, 4 Mi dicha lejana', 'Done — musica/setlist boda Ramirez.txt is created with the four songs.'] }),
  list('whats inside taller/manuales', dp('taller/manuales')),
  n('what oil is better for a 150cc in this heat, 20w50 or 10w40'),
  correct('Ña Rosa now pays on saturdays, not fridays', 'Ña Rosa', 'paga siempre los viernes', 'pays on Saturdays'),
  n('what is the difference between polka paraguaya and galopa, a gringo ask me at the wedding and i dont know how explain'),
  n('how to change harp strings without it going out of tune all the time'),
  findEdit('Chino paid 200 mil, take it off what he owes', D, ['deben'], dp('taller/clientes deben.txt')),
  m('rename the pajaro campana ensayo to pajaro campana final, ya quedó bien', [search(D, ['pajaro', 'campana']), ['move_file', { source: dp('musica/grabaciones/pajaro campana ensayo.mp3'), destination: any(dp, 'musica/grabaciones/pajaro campana final.mp3') }]]),
  n('translate to english for my instagram: "Arreglamos tu moto rápido y barato, Barrio San Pedro"'),
  n('how long paint on a moto tank need to dry before i give it back, customer want it saturday'),
  n('escribime un mensaje para mi novia que se enojó xq llegué tarde del show, algo lindo pero no cursi', { l: 'es' }),
  find('all files with boda', D, ['boda']),
  t('test the long thing, 5 seconds', 'trigger-long-running-operation', { duration: 5 }),
  n('ok thanks loco'),
  n('y cuánto sería eso en dólares más o menos?', { l: 'es', h: ['cuanto me falta pagar de la cuota de la moto nueva', 'personal/cuota moto nueva.txt:\nMoto nueva: Honda Wave 110\nPrecio: 9.800.000 Gs\nPagado: 6.200.000 Gs\nFalta: 3.600.000 Gs (6 cuotas de 600.000)'] }),
  findLook('galopera from the Villalba wedding, play it', D, ['galopera', 'Villalba'], dp('musica/grabaciones/galopera boda Villalba.mp3')),
];

/* Mirela — /home/mirela
 * mulliri/
 *   fermeret dorëzime.csv
 *   vaji shitje 2024.txt
 *   mirembajtja makinave.txt
 *   cmimet.txt
 *   analiza laboratori/
 *     acidity lot 3.txt
 *     acidity lot 7.txt
 * eksport/
 *   Italy buyer Puglia.txt
 *   bio certification checklist.txt
 *   labels/
 *     etiketa 1L.png
 *     etiketa 5L.png
 * familja/
 *   babi ilaçet.txt
 *   Elsa shkolla.txt
 * agroturizem/
 *   rezervime.txt
 *   menu degustim.txt
 */
const MI = '/home/mirela';
const mip = at(MI);
const acidity = 'mulliri/analiza laboratori/acidity lot 3.txt:\nLot 3 — Mixed Kalinjot/Mixan — 28 Oct\nFree acidity: 0.31%\nPeroxide value: 9.8 meq O2/kg\nK232: 1.92\n\nmulliri/analiza laboratori/acidity lot 7.txt:\nLot 7 — Kalinjot — 6 Nov\nFree acidity: 0.68%\nPeroxide value: 14.2 meq O2/kg\nK232: 2.31';
const mirela = [
  findRead('show me which farmers delivered olives today, the dorëzime file', MI, ['dorëzime', 'dorezime', 'fermeret'], mip('mulliri/fermeret dorëzime.csv')),
  findRead('acidity lot 7 whats the number', MI, ['acidity', 'lot 7'], mip('mulliri/analiza laboratori/acidity lot 7.txt')),
  read('open eksport/bio certification checklist.txt', mip('eksport/bio certification checklist.txt')),
  n('max acidity for extra virgin olive oil, EU rule?'),
  n('Përshëndetje, si je sot?', { l: 'sq' }),
  findRead('Më trego rezervimet për këtë fundjavë', MI, ['rezervime'], mip('agroturizem/rezervime.txt'), { l: 'sq' }),
  remember('Mbaj mend që Arben nga Roshniku paguan gjithmonë me para në dorë', 'Arben', 'person', ['nga Roshniku', 'paguan gjithmonë me para në dorë'], { l: 'sq' }),
  n('Sa kilogramë ullinj duhen për një litër vaj?', { l: 'sq' }),
  n('allora, il cliente di Puglia vuole sapere se possiamo fare 2000 litri entro novembre. scrivimi una risposta gentile in italiano: sì, possiamo, ma il prezzo sale del 5%', { l: 'it' }),
  findRead('the Puglia buyer file, what price we agreed last year', MI, ['Puglia'], mip('eksport/Italy buyer Puglia.txt')),
  findLook('show me the 5L label, i think the lot number is in the wrong place', MI, ['etiketa', '5L'], mip('eksport/labels/etiketa 5L.png')),
  remember('remember Giuseppe Lorusso is the buyer from Puglia, he speaks no english only italian', 'Giuseppe Lorusso', 'person', ['olive oil buyer from Puglia', 'speaks only Italian, no English']),
  recall('what do we know about giuseppe', ['Giuseppe', 'Lorusso']),
  findAppend('add to maintenance: 18 oct changed decanter bearings, pieralisi technician, 340 euro', MI, ['mirembajtja'], mip('mulliri/mirembajtja makinave.txt')),
  list('whats in analiza laboratori', mip('mulliri/analiza laboratori')),
  readAll('open both of them, i want to compare', both(mip, 'mulliri/analiza laboratori/acidity lot 3.txt', 'mulliri/analiza laboratori/acidity lot 7.txt'), { h: ['whats in analiza laboratori', '[FILE] acidity lot 3.txt\n[FILE] acidity lot 7.txt'] }),
  n('ok which one can go as extra virgin for the export', { h: ['open both acidity files', acidity] }),
  n('my father wants to pick earlier in october this year, is early harvest better oil or just less oil'),
  findRead('babi ilaçet, what time he takes the heart one', MI, ['ilaçet', 'ilacet', 'babi'], mip('familja/babi ilaçet.txt')),
  write('new file agroturizem/menu degustim dimri.txt: byrek me kungull, tavë kosi, djathë Berati, 3 vajra për shije', mip('agroturizem/menu degustim dimri.txt')),
  n('write 3 lines for instagram about our tasting lunch at the mill, english, not cheesy'),
  t('add 1850 plus 2375 liters pls', 'get-sum', { a: 1850, b: 2375 }),
  correct('Arben pays by bank transfer now, not cash', 'Arben', 'paguan gjithmonë me para në dorë', 'pays by bank transfer'),
  n('can a two-phase decanter run 24/7 in the season or does it need rest hours'),
  n('Faleminderit shumë!', { l: 'sq' }),
  mkdir('create eksport/2025 samples', mip('eksport/2025 samples')),
  n('difference between cold pressed and cold extracted, is it marketing or real'),
  edit('change saturday from 4 people to 6, Klodi called', mip('agroturizem/rezervime.txt'), { h: ['Më trego rezervimet për këtë fundjavë', 'agroturizem/rezervime.txt:\nE shtunë 12:30 — Klodi Hasani — 4 persona\nE shtunë 13:00 — turistë nga Polonia — 8 persona\nE diel 12:30 — familja Muça — 5 persona'] }),
  n('Elsa has test on fractions tomorrow, explain how to add 2/3 + 3/4 in a simple way for a 10 year old'),
  n('Elsa wants a phone, she is 10. too early? apparently everyone in her class has one'),
  relate('Giuseppe works for Oleificio Lorusso, his family company'),
  n('how do i store the pomace so it doesnt smell in the whole village lol'),
  t('show me the demo image thing, the tiny one', 'get-tiny-image', {}),
  n('which lot had the higher peroxide, you said before?', { h: ['open both acidity files', acidity] }),
  bySize('eksport/labels biggest file first', mip('eksport/labels')),
];

/* Tessa — /home/tessa
 * flying/
 *   logbook 2025.csv
 *   wt and bal 207.txt
 *   village strips notes.txt
 *   mx squawks.txt
 *   freight manifest today.txt
 * kennel/
 *   dogs roster.txt
 *   feeding chart.txt
 *   race entries/
 *     Kusko 300 entry.txt
 *   pics/
 *     lead dogs Juneau and Tok.jpg
 * home/
 *   fuel oil delivery.txt
 *   costco order anchorage.txt
 * PFD application 2025.pdf
 */
const T = '/home/tessa';
const tp = at(T);
const roster = 'kennel/dogs roster.txt:\nLEAD: Juneau, Tok\nSWING: Pike, Nushagak\nTEAM: Moose, Blue, Kiska, Ruby, Sitka, Hazel\nWHEEL: Bear, Dutch\nBENCH: Willow (sore wrist, since 2/28)';
const costco = 'home/costco order anchorage.txt:\n- 2 cases Spam\n- 20 lb rice\n- paper towels x2\n- batteries AA/D\n- 3 gal cooking oil';
const tessa = [
  findRead('freight manifest for today pls', T, ['manifest'], tp('flying/freight manifest today.txt')),
  read('flying/wt and bal 207.txt', tp('flying/wt and bal 207.txt')),
  findRead('village strip notes, anything on kwethluk soft spots', T, ['strips', 'village'], tp('flying/village strips notes.txt')),
  n('wx minimums for 135 vfr in class g day, remind me'),
  findAppend('squawk: left mag drop 175 rpm on runup, grounded pending mx', T, ['squawks'], tp('flying/mx squawks.txt')),
  findRead('how many hrs did i fly in march', T, ['logbook'], tp('flying/logbook 2025.csv')),
  n('so am i close to 1000 total or not', { h: ['how many hrs did i fly in march', 'From flying/logbook 2025.csv: 61.4 hours in March. The file also carries a running total column; the last entry (3/31) shows 962.7 hours total time.'] }),
  remember('remember agnes at the kwig store, she always sends a cooler of fish back to bethel, needs ice', 'Agnes', 'person', ['at the Kwigillingok store', 'sends a cooler of fish back to Bethel', 'the cooler needs ice']),
  recall('who was the kwig lady w the fish cooler', ['Agnes', 'Kwig', 'fish']),
  n('good high calorie snack for dogs on a 300 mile race besides the usual'),
  findRead('dogs roster - who is on the bench', T, ['dogs', 'roster'], tp('kennel/dogs roster.txt')),
  findLook('pic of juneau and tok', T, ['Juneau', 'Tok'], tp('kennel/pics/lead dogs Juneau and Tok.jpg')),
  edit('move tok to wheel, juneau single lead', tp('kennel/dogs roster.txt'), { h: ['dogs roster - who is on the bench', roster] }),
  n('how long does a 207 need on the preheat at -30 before its safe to start'),
  mkdir('new folder kennel/vet records', tp('kennel/vet records')),
  write('kennel/vet records/juneau.txt - 2 mar wrist sprain, rest 10 days, rimadyl', tp('kennel/vet records/juneau.txt')),
  n('can dogs take human ibuprofen, partner asking'),
  t('add 1340 and 785 lbs', 'get-sum', { a: 1340, b: 785 }),
  n('quyana, thats all for now'),
  findRead('costco order', T, ['costco'], tp('home/costco order anchorage.txt')),
  edit('add 4 bags kibble 50lb and coffee', tp('home/costco order anchorage.txt'), { h: ['costco order', costco] }),
  t('the demo weather thing for chicago, just curious what it does', 'get-structured-content', { location: 'Chicago' }),
  n('freezing fog in bethel tonight or no'),
  n('explain density altitude like im tired'),
  list('ls flying', tp('flying')),
  n('is the PFD taxable federally'),
  n('when does the PFD get paid out usually'),
  correct('agnes moved to napaskiak, not kwig anymore', 'Agnes', 'at the Kwigillingok store', 'now lives in Napaskiak'),
  n('need names for a new litter, theme is rivers, 6 pups'),
  m('last 10 lines of the logbook', [search(T, ['logbook']), ['read_text_file', { path: tp('flying/logbook 2025.csv'), tail: 10 }]], { also: ['read_multiple_files'] }),
  n('tell me smth funny, long day, 6 legs 2 go-arounds'),
  t('run the fake research thing on bush pilot fatigue', 'simulate-research-query', { topic: ['bush pilot fatigue', 'Bush pilot fatigue'] }),
  n('wait did u log the mag drop or not', { h: ['squawk: left mag drop 175 rpm on runup, grounded pending mx', 'Added to flying/mx squawks.txt: "Left mag drop 175 rpm on runup — grounded pending mx."'] }),
  t('forget agnes completely, she asked me not to keep her stuff anywhere', 'delete_entities', { entityNames: [['Agnes']] }),
  whatYouKnow('everything u got on people, dump it'),
  n('whats the fuel on board in hours at 13 gph with 78 gal', { h: ['flying/wt and bal 207.txt', 'flying/wt and bal 207.txt:\nBEW 2140 lb, arm 38.9\nMax gross 3800 lb\nFuel: 6 lb/gal, usable 78 gal at arm 46.6\nPilot + front pax arm 37.0\nCargo zone B arm 68.0'] }),
];

/* Sravani — /home/sravani
 * group2/
 *   syllabus.txt
 *   timetable.txt
 *   polity notes.txt
 *   current affairs march.txt
 *   mock tests/
 *     mock 1 marks.txt
 *     mock 2 marks.txt
 * tuition/
 *   pillalu fees.txt
 *   attendance.csv
 *   worksheets/
 *     class 6 fractions.txt
 *     class 8 algebra.txt
 * inti/
 *   amma tiffin orders.txt
 *   bank details.txt
 */
const SR = '/home/sravani';
const srp = at(SR);
const mock2 = 'group2/mock tests/mock 2 marks.txt:\nMock 2 — 9 March\nPaper 1 (Social & Cultural history of AP): 92/150\nPaper 2 (Polity): 104/150\nPaper 3 (Economy): 71/150\nTotal: 267/450';
const sravani = [
  findRead('naa timetable chupinchu ra', SR, ['timetable'], srp('group2/timetable.txt'), { l: 'te' }),
  findRead('polity notes open cheyyi, fundamental rights part kavali', SR, ['polity'], srp('group2/polity notes.txt')),
  n('నమస్తే, ఎలా ఉన్నారు?', { l: 'te' }),
  n('ఆర్టికల్ 21 గురించి సింపుల్ గా చెప్పు', { l: 'te' }),
  n('difference between fundamental rights and directive principles, short notes style for revision'),
  findRead('mock 2 lo entha marks vachayi', SR, ['mock 2', 'mock'], srp('group2/mock tests/mock 2 marks.txt'), { l: 'te' }),
  read('mock 1 kuda open cheyyi, compare chestha', srp('group2/mock tests/mock 1 marks.txt'), { h: ['mock 2 lo entha marks vachayi', mock2] }),
  remember('amma birthday march 14, gurthu pettuko', 'Amma', 'person', ["Sravani's mother", 'birthday is March 14']),
  remember('చింటూ వాళ్ళ నాన్న ఫీజు నెలాఖరుకి ఇస్తానన్నారు, గుర్తుపెట్టుకో', 'Chintu', 'person', ['tuition student', 'father will pay the fee at month end'], { l: 'te' }),
  findRead('pillalu fees who didnt pay this month', SR, ['fees', 'pillalu'], srp('tuition/pillalu fees.txt')),
  findEdit('Chintu paid 1500 today, fees lo update cheyyi', SR, ['fees'], srp('tuition/pillalu fees.txt')),
  n('(a+b)² formula class 8 pillalaki easy ga gurthu pettukovadaniki edaina trick cheppu'),
  write('make tuition/worksheets/class 7 integers.txt with 10 questions on adding negative numbers', srp('tuition/worksheets/class 7 integers.txt')),
  n('how to make 12 yr old boy sit and study for 1 hour, he keeps playing free fire 😩'),
  n('3/4 + 5/6 enta? step by step explain cheyyi for class 6 kid'),
  t('ee month fees 4500 plus 3750 add cheyyi', 'get-sum', { a: 4500, b: 3750 }),
  findRead('amma tiffin orders tomorrow ki entha idli plates', SR, ['tiffin'], srp('inti/amma tiffin orders.txt')),
  append('inti/amma tiffin orders.txt lo add cheyyi: Lakshmi aunty 4 plates pesarattu, 7am', srp('inti/amma tiffin orders.txt')),
  recall('chintu gurinchi em cheppanu?', ['Chintu'], { l: 'te' }),
  n('who is the current RBI governor'),
  findRead('current affairs march notes chudali', SR, ['current affairs', 'march'], srp('group2/current affairs march.txt')),
  n('im feeling very low, 2 attempts failed, everyone in family asking when job when job. what to do'),
  findInfo('attendance file last updated eppudu?', SR, ['attendance'], srp('tuition/attendance.csv')),
  list('group2 folder lo em unnayi', srp('group2')),
  tree('tuition folder full structure chupinchu', srp('tuition')),
  correct('amma birthday march 14 kadu, march 16. nene tappu cheppanu', 'Amma', 'birthday is March 14', 'birthday is March 16'),
  n('thanks ra 😭❤️'),
  n('idi english lo translate cheyyi', { h: ['ఆర్టికల్ 21 గురించి సింపుల్ గా చెప్పు', 'ఆర్టికల్ 21: చట్టం నిర్ణయించిన విధానం ద్వారా తప్ప ఏ వ్యక్తి ప్రాణాన్ని గానీ, వ్యక్తిగత స్వేచ్ఛను గానీ హరించకూడదు. సుప్రీం కోర్టు దీన్ని గౌరవంగా జీవించే హక్కుగా విస్తరించింది.'] }),
  mkdir('group2/previous papers ani folder create cheyyi', srp('group2/previous papers')),
  n('best time to study early morning or night? i am a night person'),
  t('echo "all the best sravani" just for fun', 'echo', { message: 'all the best sravani' }),
  n('Vijayawada Kanaka Durga temple history short ga cheppu', { l: 'te' }),
  n('scholarship form ki income certificate kavali, ekkada apply cheyyali? meeseva lo na?'),
  n('weak subject evaru annaru? sorry, which one u said', { h: ['mock 2 lo entha marks vachayi', mock2, 'which is weak', 'Economy is the weakest: 71/150, well below Polity (104) and History (92).'] }),
  relate('Chintu and Bunny are brothers, both in my 6th class batch'),
];

export default [...sokha, ...mao, ...harpreet, ...ruta, ...murdo, ...voahangy, ...derlis, ...mirela, ...tessa, ...sravani];
