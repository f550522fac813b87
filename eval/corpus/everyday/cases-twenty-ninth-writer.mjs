/**
 * Everyday chat requests, twenty-ninth writer. Ten people, about 35 requests each.
 *
 * 1. Rógvi Joensen, 52, Klaksvík (Faroe Islands). Runs the feed barge on a salmon farm (camera
 *    feeding, lice counts, dead fish), coaches the village's eight-oar racing boat for the summer
 *    regattas and sings the old ballads in the chain dance. Scandinavian-shaped English with
 *    "ja", "/" between thoughts and "lol"; Faroese at home, Danish for Copenhagen things.
 * 2. Aibek Dzhumabaev, 27, a high-mountain weather station in the Tian Shan above Naryn
 *    (Kyrgyzstan). Observer on fifteen-day shifts, slow satellite link, takes cloud photos, is
 *    doing an English course for a WMO training. Russian in Latin letters ("pokazhi", "skolko")
 *    and in Cyrillic, Kyrgyz in Cyrillic, short English; ")))" after everything.
 * 3. Ndèye Fatou Faye, 34, Thiès (Senegal). Presents the Wolof morning show on a community radio
 *    and sells shea-butter and bissap soaps over WhatsApp. French SMS style ("slt", "stp", "c koi",
 *    "jsp", "tkt", "bcp"), English she practises, Wolof with friends.
 * 4. Stoyan Petkov, 67, Pernik (Bulgaria). Retired mine electrician who makes kukeri masks and
 *    costumes (goat fur, bells) and leads a kukeri group at the Surva festival; diabetic; his
 *    grandson Ivo set the computer up. Formal English like a letter, "Good day", "...", CAPITALS
 *    for emphasis, often signs "Stoyan"; Bulgarian in Cyrillic.
 * 5. Curtis "Tuner" Baptiste, 49, Laventille (Trinidad). Steelpan tuner who sinks and tunes pans
 *    for bands and schools and works the pan yard of a Panorama band. Trini creole, lowercase
 *    ("wah", "doh", "allyuh", "mih", "dat", "boss").
 * 6. Paulose Chacko, 58, Thrissur (Kerala). Sells Kerala state lottery tickets from a bicycle,
 *    sings tenor in his parish choir, his daughter's wedding is in August and his son drives in
 *    Dubai. Manglish ("mone", "entha", "nokku", "cheyyu", "ethra"), "??" and "..", sometimes
 *    Malayalam in its own script.
 * 7. Amel Trabelsi, 42, Sousse (Tunisia). Mosaic conservator for the heritage institute, working
 *    on Roman mosaics at El Jem; runs a Saturday mosaic workshop for children; mother of
 *    six-year-old twins. Precise French, technical English, Tunisian in Arabizi with numbers
 *    ("3aslema", "chnowa", "7aja") and now and then in Arabic script.
 * 8. Litia Naivalu, 23, Savusavu (Vanua Levu, Fiji). Technician on a black-pearl farm (cleaning
 *    oysters, checking long lines, helping the Japanese grafter), coaches her village's under-15
 *    netball team. Lowercase, "!!", "lol", 😂🌺, Fijian words and sometimes all Fijian.
 * 9. Dragan Jovanović, 45, a village near Guča (Serbia). Leads a Balkan brass band (weddings,
 *    slavas, the Guča festival), first trumpet; makes šljivovica from his plum orchard. Serbian
 *    in Latin letters without diacritics ("sta", "upisi"), sometimes in Cyrillic, rough English,
 *    CAPITALS when happy, "bre", "brate".
 * 10. Manuel "Maneca" Goulart, 74, Lajes do Pico (Azores). Son of a whaler, now the vigia (whale
 *    lookout) who radios the whale-watching boats from a tower; widower; keeps vines in the
 *    lava-stone currais; grandchildren in Fall River, Massachusetts. Slow, complete sentences,
 *    "Bom dia", "my friend"; European Portuguese and the English of letters to America.
 */
import { t, m, n, open } from './case-helpers.mjs';
import { read, list, info, readAll, find, remember, addFact, recall, correct, whatYouKnow, at, both, findRead, findLook, findInfo, findEdit, append, edit, mkdir, any, search, write, move, bySize, mkdirMove, tree, relate } from './case-shorthands.mjs';

// Only the first or last lines of a file.
const head = (q, path, lines, x = {}) => t(q, 'read_text_file', { path, head: lines }, x);
const tail = (q, path, lines, x = {}) => t(q, 'read_text_file', { path, tail: lines }, x);
// Two pictures at once.
const lookBoth = (q, a, b, x = {}) => m(q, [['read_media_file', { path: a }], ['read_media_file', { path: b }]], x);

/* Rógvi — /home/rogvi
 * farm/
 *   lice counts 2025.csv
 *   feeding log week 14.txt
 *   mortality.txt
 *   barge checklist.txt
 *   camera/
 *     pen 3 net damage.jpg
 * rowing/
 *   crew list.txt
 *   training plan.txt
 *   race results Ólavsøka.txt
 * kvaedi/
 *   Ormurin langi.txt
 *   Nornagests ríma.txt
 * family/
 *   Sunniva confirmation.txt
 *   house loan.txt
 * todo.txt
 */
const R = '/home/rogvi';
const rp = at(R);
const liceCsv = 'farm/lice counts 2025.csv:\ndate,pen,adult female lice per fish\n31.03,pen 1,0.3\n31.03,pen 3,0.6\n31.03,pen 5,8\n07.04,pen 1,0.4\n07.04,pen 3,0.9\n07.04,pen 5,0.7';
const rogvi = [
  findRead('lice count from last week / was it over the limit? i dont remember', R, ['lice'], rp('farm/lice counts 2025.csv')),
  read('open farm/barge checklist.txt', rp('farm/barge checklist.txt')),
  n('what is normal sea temperature around faroe in april, roughly'),
  findEdit('put in the mortality: 9 april pen 3, 14 fish, looks like winter ulcer', R, ['mortality'], rp('farm/mortality.txt')),
  findLook('show the picture of the net damage in pen 3', R, ['net', 'pen 3'], rp('farm/camera/pen 3 net damage.jpg')),
  n('is it "the net has a tear" or "the net is teared"? i write to the boss in Bergen'),
  remember('remember: Jákup is new on the barge from monday / he is from Runavík, dont know the feeding system yet', 'Jákup', 'person', ['new on the feed barge from Monday', 'from Runavík', 'does not know the feeding system yet']),
  findRead('the rowing crew, who is in the boat this year', R, ['crew'], rp('rowing/crew list.txt')),
  n('which muscles is most important for rowing? the boys think only arms lol'),
  findRead('find the words of Ormurin langi, i need the verses about the ship', R, ['ormurin'], rp('kvaedi/Ormurin langi.txt')),
  n('Hvussu nógv ørindi eru í Ormurin langi?', { l: 'fo' }),
  recall('hvat veitst tú um Jákup?', ['Jákup'], { l: 'fo' }),
  list('what files do i have in farm', rp('farm')),
  n('kan du oversætte "vi ses til Ólavsøka" til engelsk?', { l: 'da' }),
  findInfo('when did i last change the training plan', R, ['training'], rp('rowing/training plan.txt')),
  write('make a file rowing/race day bus.txt and write: bus leaves Klaksvík 7:30, 12 seats, Jóan drives', any(rp, 'rowing/race day bus.txt')),
  n('so which pen had most lice?', { h: ['show me lice counts 2025', liceCsv] }),
  edit('the 8 in pen 5 is wrong, it should be 0.8, fix it', rp('farm/lice counts 2025.csv'), { h: ['show me lice counts 2025', liceCsv] }),
  n('my daughter has confirmation in may, what is a good short speech for a father? she likes horses and football'),
  findRead('how much is left on the house loan', R, ['loan'], rp('family/house loan.txt')),
  n('1 850 000 kr loan, 4.1% interest, 25 years / what is the month payment approx'),
  addFact('oh and he is allergic to fish lol, on a fish farm', 'Jákup', ['allergic to fish'], { h: ['remember: Jákup is new on the barge from monday / he is from Runavík', 'Saved: Jákup, new on the feed barge from Monday, from Runavík.'] }),
  relate('Jákup is cousin of Hanus in the rowing crew, put that in'),
  mkdirMove('make a folder farm/old logs and put feeding log week 14 in it', rp('farm/old logs'), rp('farm/feeding log week 14.txt'), rp('farm/old logs/feeding log week 14.txt')),
  n('haha ok you are faster than my boss'),
  n('best time to see northern lights here? my sister comes from Copenhagen in oktober'),
  m('only the last 10 lines of the feeding log week 14, the end of the week', [search(R, ['feeding']), ['read_text_file', { path: rp('farm/feeding log week 14.txt'), tail: 10 }]], { also: ['read_multiple_files'] }),
  findRead('whats on my todo', R, ['todo'], rp('todo.txt')),
  findEdit('add to todo: call Mikkjal about the new oars', R, ['todo'], rp('todo.txt')),
  n('does cleaner fish really work against lice, lumpfish and wrasse? or just marketing'),
  whatYouKnow('what do you have saved about my people, all of it'),
  n('can you make it shorter, 3 lines, i get nervous with paper in front of people', { h: ['my daughter has confirmation in may, what is a good short speech for a father? she likes horses and football', 'Here is a short speech: "Sunniva, today you stand in front of the church and all of us, and I am so proud. You are brave on a horse and brave on the football field, and I hope you will be just as brave in life. Always remember that home is here, with us, whatever happens. Congratulations, my girl."'] }),
  tree('show me all my folders and how they look', [R, '.']),
  find('where is the file about the bus for race day', R, ['bus']),
  n('Takk fyri hjálpina, tú ert góður', { l: 'fo' }),
];

/* Aibek — /home/aibek
 * station/
 *   observations april.csv
 *   shift schedule.txt
 *   instrument calibration.txt
 *   generator fuel.txt
 *   incidents.txt
 * clouds/
 *   altocumulus lenticularis.jpg
 *   cumulonimbus 12 june.jpg
 * english_course/
 *   wmo vocabulary.txt
 *   essay draft.txt
 * home/
 *   wedding gifts list.txt
 *   sheep count.txt
 * notes.txt
 */
const A = '/home/aibek';
const ap = at(A);
const obsApril = 'station/observations april.csv:\ndate,tmax,tmin,precip_mm,wind_max_ms\n01.04,-2.1,-14.8,0,11\n02.04,0.4,-12.2,1.2,7\n03.04,-4.6,-16.0,4.8,18\n04.04,1.8,-11.5,0,6\n05.04,3.2,-9.9,0,5';
const essayHistory = ['check my essay draft grammar pls', 'english_course/essay draft.txt has these mistakes:\n1. "The station situated on 3600 m" → "The station is situated at 3,600 m"\n2. "we measures temperature every 3 hour" → "we measure the temperature every 3 hours"\n3. "In winter is very cold" → "In winter it is very cold"\n4. "informations" → "information"'];
const aibek = [
  findRead('pokazhi observations za aprel, kakaya max temperatura byla?', A, ['observations'], ap('station/observations april.csv'), { l: 'ru' }),
  read('when is my next shift change? station/shift schedule.txt', ap('station/shift schedule.txt')),
  n('what is difference between dew point and relative humidity, explain simple english for my essay'),
  findRead('generator fuel how much left', A, ['fuel', 'generator'], ap('station/generator fuel.txt')),
  findEdit('add to generator fuel: 14.04 refill 200 l diesel from Bolot truck', A, ['fuel', 'generator'], ap('station/generator fuel.txt')),
  findLook('show my photo of lenticular cloud)))', A, ['lenticular', 'altocumulus'], ap('clouds/altocumulus lenticularis.jpg')),
  n('почему над горами образуются линзовидные облака?', { l: 'ru' }),
  remember('запомни: Болот привозит дизель раз в месяц, его номер 0555 123 456', 'Болот', 'person', ['привозит дизель раз в месяц', 'номер 0555 123 456'], { l: 'ru' }),
  recall('who brings diesel? i forgot name', ['diesel', 'дизель', 'Болот']),
  t('test the echo tool pls, send "station 36982 online"', 'echo', { message: 'station 36982 online' }),
  n('convert 612 hPa to mmHg'),
  findRead('check my essay draft grammar pls', A, ['essay'], ap('english_course/essay draft.txt')),
  edit('ok fix this mistakes in the file)))', ap('english_course/essay draft.txt'), { h: essayHistory }),
  readAll('open english_course/wmo vocabulary.txt and notes.txt', both(ap, 'english_course/wmo vocabulary.txt', 'notes.txt')),
  n('Нарында эртең аба ырайы кандай болот?', { l: 'ky' }),
  remember('Эсиңде сакта: менин аялым Айзада, ал Нарында мектепте мугалим болуп иштейт', 'Айзада', 'person', ['Айбектин аялы', 'Нарында мектепте мугалим'], { l: 'ky' }),
  n('Рахмат, досум)))', { l: 'ky' }),
  list('what is in clouds folder', ap('clouds')),
  findEdit('write in incidents: 16.04 wind sensor froze, ice, fixed 09:40', A, ['incident'], ap('station/incidents.txt')),
  n('average of the max temps?', { h: ['pokazhi observations za aprel', obsApril] }),
  n('my colleague say lapse rate is 6.5 per 1000 m, i think 3 degree. who is right?'),
  bySize('which photos in clouds are biggest? satellite slow, i want send small one', ap('clouds')),
  findInfo('cumulonimbus photo how many mb', A, ['cumulonimbus'], ap('clouds/cumulonimbus 12 june.jpg')),
  t('show environment variables of the server, my friend from IT ask', 'get-env', {}),
  n('how to write formal email to WMO course coordinator, ask 1 week extension for essay, i was on shift no internet'),
  n('now translate it to russian, i send copy to my boss', { h: ['how to write formal email to WMO course coordinator, ask 1 week extension for essay', 'Dear Ms Karimova,\n\nI am writing to kindly request a one-week extension for my essay. During the past fifteen days I was on duty at a high-mountain weather station with no reliable internet connection, so I could not complete the work on time. I would be very grateful if I could submit it by 28 April.\n\nThank you for your understanding.\n\nKind regards,\nAibek Dzhumabaev'] }),
  findRead('how many sheep father have now', A, ['sheep'], ap('home/sheep count.txt')),
  n('how much is 37 sheep by 9500 som each'),
  mkdir('make folder clouds/2025', ap('clouds/2025')),
  move('move cumulonimbus there', ap('clouds/cumulonimbus 12 june.jpg'), ap('clouds/2025/cumulonimbus 12 june.jpg'), { h: ['make folder clouds/2025', 'Created clouds/2025.'] }),
  findRead('wedding gifts, who gave the samovar? need say thanks', A, ['wedding', 'gift'], ap('home/wedding gifts list.txt')),
  n('ideas what to do in evening alone at station, 15 days is long)))'),
  t('which folders you can open on my computer?', 'list_allowed_directories', {}),
  n('how synop message look? example pls, for my course'),
  correct('Bolot number is wrong, its 0555 123 465', 'Болот', 'номер 0555 123 456', 'номер 0555 123 465'),
  n('спокойной ночи)))', { l: 'ru' }),
];

/* Fatou — /home/fatou
 * radio/
 *   emission lundi.txt
 *   invites avril.txt
 *   pubs sponsors.txt
 *   jingle textes.txt
 *   auditeurs messages.txt
 * boutique/
 *   commandes.txt
 *   stock karite.csv
 *   prix.txt
 *   photos/
 *     savon bissap.jpg
 *     pot karite 250g.jpg
 * famille/
 *   scolarite Modou.txt
 *   bapteme Awa.txt
 * idees.txt
 */
const F = '/home/fatou';
const fp = at(F);
const prix = 'boutique/prix.txt:\npot karité 100g - 1500 F\npot karité 250g - 3000 F\nsavon bissap - 1200 F\nsavon karité miel - 1000 F\nhuile de baobab 50ml - 2500 F';
const commandes = 'boutique/commandes.txt:\n- Mme Ndiaye : 2 savons bissap (1200) - payé\n- Mme Sow : 3 pots karité 250g (3000), 2 savons karité miel (1000) - livraison samedi Médina\n- Khady : 1 huile de baobab (2500)';
const fatou = [
  findRead('slt, c koi les invités de la semaine? jsp qui vient jeudi', F, ['invit'], fp('radio/invites avril.txt'), { l: 'fr' }),
  read('open radio/emission lundi.txt', fp('radio/emission lundi.txt')),
  n('give me 3 questions for interview a midwife on radio about pregnancy, simple for people in villages'),
  findEdit('add in commandes: Mme Sow 3 pots karité 250g, delivery saturday Médina', F, ['commande'], fp('boutique/commandes.txt')),
  findRead('karité stock, how many pots left for me?', F, ['stock', 'karite'], fp('boutique/stock karite.csv')),
  remember('remember Mr Diagne from Sonatel, he sponsor the show for 3 months, he pay every 5 of month', 'Mr Diagne', 'person', ['from Sonatel', 'sponsors the show for 3 months', 'pays on the 5th of every month']),
  n('translate to english for my instagram: "Beurre de karité 100% naturel, fait à la main par les femmes de Thiès"'),
  recall('c qui déjà le monsieur de la Sonatel?', ['Sonatel', 'Diagne'], { l: 'fr' }),
  findLook('show me the bissap soap photo stp', F, ['bissap', 'savon'], fp('boutique/photos/savon bissap.jpg')),
  n('Nanga def? Maa ngi fi rekk', { l: 'wo' }),
  findRead('the listeners messages, who called for the concours?', F, ['auditeur', 'message'], fp('radio/auditeurs messages.txt')),
  remember('Fattaliku ni Awa mooy sama doom ju jigéen, am na juróom benn at', 'Awa', 'person', ['doomu Fatou ju jigéen', 'am na juróom benn at'], { l: 'wo' }),
  n('c quoi la différence entre beurre de karité brut et raffiné? une cliente demande', { l: 'fr' }),
  write('create boutique/promo tabaski.txt: -15% sur tous les pots jusqu au 10 juin', any(fp, 'boutique/promo tabaski.txt')),
  n('total for Mme Sow order stp', { h: ['montre les commandes', commandes] }),
  findRead('my prices, did i put the soap up or not?', F, ['prix'], fp('boutique/prix.txt')),
  edit('change savon bissap to 1500 not 1200', fp('boutique/prix.txt'), { h: ['montre moi les prix', prix] }),
  n('write a short jingle for a cosmetics shop in french, 2 lines, catchy'),
  findRead('the list of sponsors ads, which ones i must read tomorrow', F, ['pub', 'sponsor'], fp('radio/pubs sponsors.txt')),
  n('how many minutes is 14 ads of 45 seconds each'),
  list('what is in boutique/photos', fp('boutique/photos')),
  info('pot karite 250g.jpg how big? whatsapp refuse big photos', fp('boutique/photos/pot karite 250g.jpg')),
  addFact('and note he pay by Wave, not cash', 'Mr Diagne', ['pays by Wave, not cash'], { h: ['remember Mr Diagne from Sonatel, he sponsor the show for 3 months', 'Saved: Mr Diagne, from Sonatel, sponsors the show for 3 months.'] }),
  n('my daughter cough since 3 days, no fever, what i do?'),
  findRead('Modou school fees, how much i paid already this year', F, ['scolarite', 'Modou'], fp('famille/scolarite Modou.txt')),
  append('put in idees.txt: émission spéciale sur les marchés de Thiès avec les vendeuses', fp('idees.txt')),
  n('tkt c bon merci bcp 😂', { l: 'fr' }),
  mkdirMove('make a folder radio/archives and put emission lundi inside', fp('radio/archives'), fp('radio/emission lundi.txt'), fp('radio/archives/emission lundi.txt')),
  whatYouKnow('what you know about my sponsors and my people? all'),
  n('make it shorter, it must fit in 20 seconds', { h: ['write a radio ad for Sonatel, 45 seconds, for a morning show', '"Bonjour Thiès! Avec Sonatel, restez connectés à ceux que vous aimez. Appels, internet, Orange Money: tout est plus simple, partout au Sénégal. Cette semaine, profitez du pass internet 5 Go à seulement 1000 francs. Sonatel, toujours plus proche de vous. Jàmm ak xéewal, c\'est avec Sonatel que la journée commence!"'] }),
  n('is it true that shea butter stops stretch marks? i want say it on instagram but not lie'),
  relate('Mme Sow is the sister of Mr Diagne, put that'),
  find('where is the file with the jingle texts', F, ['jingle']),
  n('how to stay calm live on air when the guest says bad things about the mayor?'),
  n('Jërëjëf! Ba beneen yoon', { l: 'wo' }),
];

/* Stoyan — /home/stoyan
 * kukeri/
 *   group members.txt
 *   surva 2026 program.txt
 *   bells inventory.txt
 *   mask orders.txt
 *   masks/
 *     big mask with horns.jpg
 *     mask for Ivo.jpg
 * health/
 *   sugar measurements.txt
 *   pills.txt
 * garden/
 *   tomato seeds.txt
 * letters/
 *   letter to municipality.txt
 * pension.txt
 */
const St = '/home/stoyan';
const stp = at(St);
const orders = 'kukeri/mask orders.txt:\n1. Georgi from Breznik - brown mask, small bells - 380 leva - paid\n2. School in Radomir - 3 children masks - 3 x 120 leva\n3. Mr Hristov, Sofia - black fur, 2 horns - 450 leva - until 15 December';
const letterHistory = ['Прочети писмото до общината, което писах', 'letters/letter to municipality.txt:\n"Уважаеми г-н Кмете,\nПиша ви от името на кукерска група „Пернишки звънари". Молим за помощ за транспорта до фестивала „Сурва 2026". Групата има 24 члена и костюмите са много тежки...\nС уважение, Стоян Петков"\n\nThe letter is clear and polite. Two small things: the date of the festival is missing, and "костюмите са много тежки" could say how many vans you need.'];
const stoyan = [
  findRead('Good day. Please show me the list of members of my kukeri group. Stoyan', St, ['member'], stp('kukeri/group members.txt')),
  findRead('How many bells we have... the BIG ones. I need to know before January.', St, ['bells'], stp('kukeri/bells inventory.txt')),
  n('What is the history of the kukeri tradition? My grandson must write for school, in English, short please.'),
  findEdit('Please add to mask orders: Mr Hristov from Sofia, one mask black fur, 2 horns, until 15 December. Price 450 leva.', St, ['order'], stp('kukeri/mask orders.txt')),
  findLook('Show me the picture of the BIG mask with horns.', St, ['mask', 'horns'], stp('kukeri/masks/big mask with horns.jpg')),
  n('Как се чисти козя кожа, за да не мирише?', { l: 'bg' }),
  remember('Запомни: Ангел Димитров е новият барабанчик в групата, от село Кладница.', 'Ангел Димитров', 'person', ['новият барабанчик в групата', 'от село Кладница'], { l: 'bg' }),
  findRead('My sugar measurements... is it better this month?', St, ['sugar'], stp('health/sugar measurements.txt')),
  append('Write in health/sugar measurements.txt: 12 November, morning, 7.1', stp('health/sugar measurements.txt')),
  n('Is 7.1 mmol in the morning good or bad for a man of 67 with tablets?'),
  findRead('The pills... when do I take the Metformin?', St, ['pill'], stp('health/pills.txt')),
  recall('Кой беше новият барабанчик?', ['барабанчик', 'Ангел'], { l: 'bg' }),
  n('How many leva is 450 euro? Bulgaria goes to the euro and I am confused.'),
  readAll('Open the Surva program and the members list together, I want to see who plays what.', both(stp, 'kukeri/surva 2026 program.txt', 'kukeri/group members.txt')),
  findRead('Прочети писмото до общината, което писах', St, ['letter', 'municipality'], stp('letters/letter to municipality.txt'), { l: 'bg' }),
  edit('Yes, please add the date, 25 January, and correct it in the file.', stp('letters/letter to municipality.txt'), { h: letterHistory }),
  n('My grandson says I must make a password with symbols. How do I remember it? I am old.'),
  list('What is in the kukeri folder?', stp('kukeri')),
  tree('Show me ALL folders and files I have. Ivo made it and I am lost.', [St, '.']),
  addFact('Angel also has a car. He can bring the costumes to Pernik.', 'Ангел Димитров', ['has a car, can bring the costumes to Pernik']),
  n('How long does goat fur take to dry in November, in a cold room?'),
  write('Make a new file garden/plan for spring.txt. Write: tomatoes Bulgarian pink, peppers kapia, 20 each.', any(stp, 'garden/plan for spring.txt')),
  findRead('The tomato seeds which I have from last year, which kinds?', St, ['tomato', 'seed'], stp('garden/tomato seeds.txt')),
  n('Благодаря ти, много ми помогна. Поздрави, Стоян', { l: 'bg' }),
  n('And how much are all the orders together?', { h: ['Show me the mask orders', orders] }),
  edit('Mr Hristov called, he wants WHITE fur, not black. Change it please.', stp('kukeri/mask orders.txt'), { h: ['Show me the mask orders', orders] }),
  findInfo('When did I change the pension file the last time?', St, ['pension'], stp('pension.txt')),
  head('Show me only the beginning of kukeri/surva 2026 program.txt, the first 10 lines.', stp('kukeri/surva 2026 program.txt'), 10),
  n('Write a short thank-you speech for the mayor at the festival, one minute, in English for the foreign guests.'),
  move('Rename the picture "mask for Ivo" to "mask for Ivo 2025", please.', stp('kukeri/masks/mask for Ivo.jpg'), stp('kukeri/masks/mask for Ivo 2025.jpg')),
  n('Какво значи "хаштаг"? Внукът ми все пише това.', { l: 'bg' }),
  relate('Ivo is my grandson, and Angel teaches him the drum. Please remember how they are connected.'),
  n('Which glue is better for leather on wood, for the masks... contact glue or hot glue?'),
  recall('Tell me all what you remember about my kukeri group.', ['kukeri', 'кукери', 'group']),
  correct('Angel is not from Kladnitsa, he is from Rudartsi. My mistake.', 'Ангел Димитров', 'от село Кладница', 'от село Рударци'),
  n('Good night. Stoyan'),
];

/* Curtis — /home/curtis
 * pans/
 *   tuning jobs.txt
 *   school orders.txt
 *   drum supplier.txt
 *   note chart tenor.txt
 *   photos/
 *     double seconds.jpg
 *     new tenor finished.jpg
 * panorama/
 *   players list 2026.txt
 *   practice schedule.txt
 *   arrangement notes.txt
 * money/
 *   payments owed.txt
 *   expenses.csv
 * family/
 *   Shanice graduation.txt
 */
const C = '/home/curtis';
const cp = at(C);
const expenses = 'money/expenses.csv:\ndate,item,tt\n03 jan,paint and chrome,950\n08 jan,tools (hammers),420\n11 jan,transport drums,300\n14 jan,6 drums Bhagwansingh,1200';
const players = 'panorama/players list 2026.txt:\nTENOR: Aaliyah, Marcus J, Keisha, Kevin, Dwayne\nDOUBLE SECONDS: Ricardo, Anya\nGUITAR: Jamal, Terrence\nBASS: Big Sherwin, Leon\nENGINE ROOM: Troy (iron), Kern (drum kit)';
const principalMsg = ['write a message to a principal, polite, saying the pans go be late one week because drums from supplier late', 'Dear Mrs Ramdeen,\n\nI hope you are well. I am writing to let you know that the school\'s pans will be ready one week later than planned. My drum supplier has delayed the delivery of the raw drums, and I will not compromise on quality by rushing the tuning. I now expect to deliver on Friday 24 January.\n\nI apologise for the inconvenience and thank you for your patience.\n\nRespectfully,\nCurtis Baptiste'];
const marcusHistory = ['remember Marcus from Invaders, he want a set of double seconds by jan 5, he pay half already', 'Saved: Marcus (Invaders), wants a set of double seconds by 5 January, has paid half.'];
const curtis = [
  findRead('wah tuning jobs ah have this week boss', C, ['tuning', 'job'], cp('pans/tuning jobs.txt')),
  findRead('who owe me money still, doh let me forget', C, ['owe', 'payment'], cp('money/payments owed.txt')),
  n('wha is the frequency for C4 again? ah want check mih strobe tuner'),
  findEdit('put in tuning jobs: St Francois Girls school, 3 tenors retune, friday', C, ['tuning'], cp('pans/tuning jobs.txt')),
  remember('remember Marcus from Invaders, he want a set of double seconds by jan 5, he pay half already', 'Marcus', 'person', ['from Invaders', 'wants a set of double seconds by 5 January', 'paid half already']),
  findLook('show me the new tenor ah finish', C, ['tenor'], cp('pans/photos/new tenor finished.jpg')),
  n('how to explain to small children wah a steelpan make from, 3 sentence'),
  recall('wha ah tell yuh bout Marcus?', ['Marcus']),
  findRead('practice schedule for panorama, we have tuesday?', C, ['practice'], cp('panorama/practice schedule.txt')),
  n('who invent the steelpan fuh real? people in the yard arguing bout Winston Spree Simon and Ellie Mannette'),
  read('open pans/note chart tenor.txt', cp('pans/note chart tenor.txt')),
  append('add to money/expenses.csv: 14 jan, 6 drums from Bhagwansingh, 1200 tt', cp('money/expenses.csv')),
  n('so how much dat come to total?', { h: ['show me mih expenses', expenses] }),
  findRead('the school orders, how many pans Naparima want', C, ['school', 'order'], cp('pans/school orders.txt')),
  n('write a message to a principal, polite, saying the pans go be late one week because drums from supplier late'),
  n('make it less formal nah, she is mih cousin', { h: principalMsg }),
  list('wha in the panorama folder', cp('panorama')),
  addFact('Marcus want the pans chromed too', 'Marcus', ['wants the pans chromed']),
  n('850 us is how much tt roughly?'),
  findRead('who in the band this year, players list', C, ['players'], cp('panorama/players list 2026.txt')),
  edit('take out Kevin, he gone by Invaders', cp('panorama/players list 2026.txt'), { h: ['who in the band this year, players list', players] }),
  n('mih back hurting from sinking drums all day, any stretch fuh dat?'),
  write('make a file money/invoice Naparima.txt wit: 4 tenors 2 double seconds, 18000 tt, 50% deposit', any(cp, 'money/invoice Naparima.txt')),
  findRead('Shanice graduation, wat time it start', C, ['Shanice', 'graduation'], cp('family/Shanice graduation.txt')),
  n('ah need a short speech for mih daughter graduation dinner, she studied nursing at UWI'),
  relate('Marcus is Kevin cousin, dat is why Kevin gone by Invaders, put dat in'),
  bySize('the photos in pans/photos, which one biggest', cp('pans/photos')),
  findRead('drum supplier number', C, ['supplier', 'drum'], cp('pans/drum supplier.txt')),
  mkdir('make a folder panorama/2026 arrangement', cp('panorama/2026 arrangement')),
  n('wha is the difference between a double tenor and double seconds, fuh a new player'),
  correct('no wait Marcus pay full, not half', 'Marcus', 'paid half already', 'paid in full', { h: marcusHistory }),
  n('allyuh have carnival where you is? lol'),
  findRead('arrangement notes, wat ah write for the bridge part', C, ['arrangement'], cp('panorama/arrangement notes.txt')),
  whatYouKnow('everything you got saved bout people, show me'),
  n('respect boss, later'),
];

/* Paulose — /home/paulose
 * lottery/
 *   daily sales.csv
 *   regular customers.txt
 *   commission.txt
 *   unsold returns.txt
 *   results/
 *     karunya KR-680.txt
 * choir/
 *   christmas carols list.txt
 *   choir members.txt
 * wedding/
 *   Anju wedding guests.txt
 *   wedding budget.txt
 *   caterer quotes.txt
 * family/
 *   Binu Dubai.txt
 * bp medicine.txt
 */
const P = '/home/paulose';
const pp = at(P);
const budget = 'wedding/wedding budget.txt:\nchurch + decoration - 45,000\nhall (Lulu convention) - 1,20,000\ncatering 600 x 450 - 2,70,000\nband (chenda + orchestra) - 60,000\nphotographer + video - 85,000\ngold - 6,00,000\ndress - 75,000';
const commission = 'lottery/commission.txt:\nMarch sales - 48,000\ncommission received - 4,320\n(agent said 12%)';
const invitation = ['write a wedding invitation in english for my daughter Anju and Sebin, 24 August, St Thomas church Thrissur, reception Lulu convention hall', 'With the blessings of God Almighty,\nMr. Paulose Chacko & Mrs. Mariamma Paulose\nrequest the pleasure of your presence at the marriage of their daughter\nANJU\nwith\nSEBIN\non Sunday, 24 August 2025, at 11 a.m.\nat St. Thomas Church, Thrissur.\nReception to follow at Lulu Convention Hall.'];
const paulose = [
  findRead('mone, today how many ticket I sold? daily sales nokku', P, ['sales'], pp('lottery/daily sales.csv')),
  findRead('Karunya result I saved, check number KX 457812 adichittundo??', P, ['karunya'], pp('lottery/results/karunya KR-680.txt')),
  n('Kerala lottery first prize tax how much percent? customer asking me'),
  findEdit('regular customers il add cheyyu: Thankachan, auto stand, every friday 2 Nirmal ticket', P, ['regular', 'customer'], pp('lottery/regular customers.txt')),
  remember('remember Thankachan, auto driver near Sakthan stand, he buys Nirmal every friday', 'Thankachan', 'person', ['auto driver near Sakthan stand', 'buys Nirmal tickets every Friday']),
  recall('ആ ഓട്ടോ ഡ്രൈവറുടെ പേര് എന്തായിരുന്നു?', ['ഓട്ടോ', 'auto', 'Thankachan'], { l: 'ml' }),
  findRead('wedding budget total ethra aayi??', P, ['budget'], pp('wedding/wedding budget.txt')),
  n('if I cut the band and the photographer how much we save..', { h: ['wedding budget total ethra aayi??', budget] }),
  readAll('caterer quotes and budget both open cheyyu, compare', both(pp, 'wedding/caterer quotes.txt', 'wedding/wedding budget.txt')),
  n('600 guests chicken biryani, how many kg chicken we need approx?'),
  findEdit('guest list il add: Fr. Jose and Sr. Mercy from the convent', P, ['guest'], pp('wedding/Anju wedding guests.txt')),
  n('ക്രിസ്മസ് കരോളിന് പാടാൻ നല്ല മലയാളം പാട്ടുകൾ ഏതൊക്കെയാണ്?', { l: 'ml' }),
  findRead('choir members list, tenor aarokke?', P, ['choir', 'member'], pp('choir/choir members.txt')),
  n('voice going hoarse after singing and shouting "lottery lottery" whole day, what to do mone'),
  findRead('bp medicine when to take, I forget', P, ['bp', 'medicine'], pp('bp medicine.txt')),
  remember('Binu my son in Dubai, he works in Al Futtaim as driver, birthday March 3', 'Binu', 'person', ['son of Paulose', 'works in Dubai as a driver at Al Futtaim', 'birthday March 3']),
  findRead('Binu sent money this month or not?', P, ['Binu'], pp('family/Binu Dubai.txt')),
  append('family/Binu Dubai.txt il ezhuthu: 5 April received 25000 rs', pp('family/Binu Dubai.txt')),
  n('500 dirham ethra rupees aanu ippo approx?'),
  findRead('commission this month evide? agent said 12% but I think less', P, ['commission'], pp('lottery/commission.txt')),
  n('so agent cheated or no??', { h: ['commission this month evide?', commission] }),
  list('lottery folder il entha ellam und', pp('lottery')),
  mkdirMove('make folder lottery/results/old and move the karunya KR-680 result there', pp('lottery/results/old'), pp('lottery/results/karunya KR-680.txt'), pp('lottery/results/old/karunya KR-680.txt')),
  n('write a wedding invitation in english for my daughter Anju and Sebin, 24 August, St Thomas church Thrissur, reception Lulu convention hall'),
  n('ippo same malayalathil ezhuthu, for the old people', { l: 'ml', h: invitation }),
  addFact('Thankachan also takes Akshaya on monday', 'Thankachan', ['also buys Akshaya on Monday']),
  relate('Sebin is Anju fiance, and Binu is her brother, save how they connect'),
  n('നന്ദി മോനേ', { l: 'ml' }),
  findRead('carol list for this year', P, ['carol'], pp('choir/christmas carols list.txt')),
  n('story of Saint Thomas coming to Kerala, short, for our choir booklet'),
  findEdit('unsold returns il add: 14 April Win-Win 6 tickets returned', P, ['unsold', 'return'], pp('lottery/unsold returns.txt')),
  info('lottery/daily sales.csv last changed when?', pp('lottery/daily sales.csv')),
  n('some people say lottery is sin, our vicar also. what you think honestly'),
  correct('Binu birthday is March 13, not 3', 'Binu', 'birthday March 3', 'birthday March 13'),
  n('ok mone, good night'),
];

/* Amel — /home/amel
 * chantier/
 *   el jem mosaique paon.txt
 *   journal de restauration.txt
 *   materiaux commande.txt
 *   photos/
 *     paon avant.jpg
 *     paon apres nettoyage.jpg
 *     lacune zone B.jpg
 * atelier enfants/
 *   inscrits samedi.txt
 *   materiel.txt
 * publications/
 *   article colloque Carthage.txt
 *   bibliographie.txt
 * maison/
 *   jumeaux vaccins.txt
 *   courses.txt
 */
const Am = '/home/amel';
const amp = at(Am);
const materiaux = 'chantier/materiaux commande.txt:\n- chaux hydraulique NHL 3.5 : 25 kg (commandé 10/04)\n- sable de rivière lavé : 100 kg\n- Paraloid B-72 : 1 kg\n- gaze de coton : 5 m';
const article = 'publications/article colloque Carthage.txt:\nTitre : Les mosaïques déposées d\'El Jem : bilan et perspectives\nRésumé : Cet article présente un bilan des interventions de dépose réalisées sur les mosaïques d\'El Jem entre 1960 et 1990, et de leurs conséquences sur la conservation et la lecture archéologique des pavements. À partir des archives de l\'INP et d\'un relevé photographique systématique, nous identifions trois types de dégradations liées aux supports modernes en béton...\n(the summary goes on for about 30 more lines)';
const amel = [
  findRead("ouvre le rapport d'état de la mosaïque du paon stp", Am, ['paon'], amp('chantier/el jem mosaique paon.txt'), { l: 'fr' }),
  findEdit('add to the restoration journal: 22/04 consolidation zone B, lime mortar NHL 3.5, 2 h', Am, ['journal'], amp('chantier/journal de restauration.txt')),
  findLook('show me the photo of the lacuna in zone B', Am, ['lacune', 'zone B'], amp('chantier/photos/lacune zone B.jpg')),
  n('difference between opus vermiculatum and opus tessellatum, short, for the kids workshop'),
  lookBoth('open chantier/photos/paon avant.jpg and paon apres nettoyage.jpg, I want to compare', amp('chantier/photos/paon avant.jpg'), amp('chantier/photos/paon apres nettoyage.jpg')),
  remember('remember: Dr Hichem Ben Romdhane is the INP inspector, visit on 5 May, very strict about documentation', 'Hichem Ben Romdhane', 'person', ['INP inspector', 'visit on 5 May', 'very strict about documentation']),
  recall('chkoun l inspecteur eli jey f mai?', ['inspecteur', 'inspector', 'Hichem'], { l: 'aeb' }),
  n('chnowa a7sen produit bech nna77i el lichen mel 7jar bla ma nda3ef el mortier?', { l: 'aeb' }),
  findRead('materiaux commande, did I order the lime already?', Am, ['materiaux', 'commande'], amp('chantier/materiaux commande.txt')),
  edit('put 50 kg instead of 25 for the lime', amp('chantier/materiaux commande.txt'), { h: ['materiaux commande, did I order the lime already?', materiaux] }),
  findRead('saturday workshop, how many kids registered?', Am, ['inscrit'], amp('atelier enfants/inscrits samedi.txt')),
  append('add to atelier enfants/inscrits samedi.txt: Yassine, 9 ans, frère de Lina', amp('atelier enfants/inscrits samedi.txt')),
  n('simple mosaic project for kids 7-10, 2 hours, cheap materials, ideas?'),
  findRead('the twins vaccines, next one is when?', Am, ['vaccin'], amp('maison/jumeaux vaccins.txt')),
  n('صباح الخير، شنية أحوالك اليوم؟', { l: 'aeb' }),
  remember('تفكّر: ليلى أختي ساكنة في تونس العاصمة وتخدم طبيبة', 'ليلى', 'person', ['أخت أمل', 'ساكنة في تونس العاصمة', 'طبيبة'], { l: 'aeb' }),
  findRead('open the article for the Carthage colloquium, I need to check the abstract', Am, ['article', 'colloque'], amp('publications/article colloque Carthage.txt')),
  n('count the words of the résumé, max is 250', { h: ['open the article for the Carthage colloquium', article] }),
  n('translate to english for the abstract: "La dépose des mosaïques au XXe siècle a causé des pertes importantes de contexte archéologique."'),
  findEdit('add to bibliographie: Dunbabin, K. (1978) The Mosaics of Roman North Africa, Oxford', Am, ['biblio'], amp('publications/bibliographie.txt')),
  n('Dunbabin, The Mosaics of Roman North Africa, is it 1978 or 1979? I always mix'),
  list('what is in chantier/photos', amp('chantier/photos')),
  bySize('which photo in chantier/photos is the heaviest? I send them to the inspector', amp('chantier/photos')),
  mkdir('create a folder chantier/rapport inspection mai', amp('chantier/rapport inspection mai')),
  move('put the peacock report inside', amp('chantier/el jem mosaique paon.txt'), amp('chantier/rapport inspection mai/el jem mosaique paon.txt'), { h: ['create a folder chantier/rapport inspection mai', 'Created chantier/rapport inspection mai.'] }),
  addFact('Hichem prefers reports in PDF and in French', 'Hichem Ben Romdhane', ['prefers reports in PDF and in French']),
  n('how to write a polite mail to the inspector to move the visit from 5 to 12 may, in french'),
  findRead('courses, what do I need to buy for the weekend?', Am, ['courses'], amp('maison/courses.txt')),
  findEdit('add to courses: 2 kg tomatoes, harissa, milk for the twins', Am, ['courses'], amp('maison/courses.txt')),
  n('how long does lime mortar take to carbonate in humid weather near the sea'),
  whatYouKnow("qu'est-ce que tu as enregistré sur moi et mes contacts ?", { l: 'fr' }),
  relate('Hichem is the supervisor of my boss Mourad, save that'),
  find('where did I put the file with the lime order', Am, ['chaux', 'commande', 'materiaux']),
  n('my twins fight all day, they are 6, any tips that really work'),
  n('ya3tik essa7a 🙏', { l: 'aeb' }),
];

/* Litia — /home/litia
 * pearl farm/
 *   lines check.txt
 *   oyster cleaning log.csv
 *   grafting days.txt
 *   harvest grades 2025.txt
 *   photos/
 *     gold pearl big.jpg
 *     line 7 broken float.jpg
 * netball/
 *   team list u15.txt
 *   training drills.txt
 *   fixtures.txt
 * church/
 *   youth choir songs.txt
 * money/
 *   savings.txt
 *   phone credit.txt
 * diary.txt
 */
const L = '/home/litia';
const lp = at(L);
const team = 'netball/team list u15.txt:\nGS - Ana\nGA - Salote\nWA - Vika\nC - Seini (captain)\nWD - Losana\nGD - Mili\nGK - Akosita\nsubs - Unaisi, Makereta';
const savings = 'money/savings.txt:\n5 apr - 40\n12 apr - 40\n19 apr - 25 (church fundraiser)\n26 apr - 40\n3 may - 40';
const mereHistory = ['remember Mere is the new girl in the u15 team, she is 13, plays GA, her mum is Adi', 'Saved: Mere, 13, new in the under-15 team, plays GA, her mother is Adi.'];
const litia = [
  findRead('what lines need checking today?? the lines check file pls', L, ['lines', 'check'], lp('pearl farm/lines check.txt')),
  findLook('show me the big gold pearl pic!! 😍', L, ['gold', 'pearl'], lp('pearl farm/photos/gold pearl big.jpg')),
  n('why some pearls are gold and some are black? my cousin ask me and i dont know how to explain lol'),
  findEdit('put in the cleaning log: 3 may line 4 and 5 cleaned, lots of barnacles', L, ['cleaning'], lp('pearl farm/oyster cleaning log.csv')),
  remember('remember Mere is the new girl in the u15 team, she is 13, plays GA, her mum is Adi', 'Mere', 'person', ['new in the under-15 netball team', '13 years old', 'plays GA', 'her mother is Adi']),
  recall('who is the new girl in netball again? 😅', ['netball', 'Mere', 'new']),
  findRead('fixtures!! when we play Labasa?', L, ['fixture'], lp('netball/fixtures.txt')),
  n('netball drills for 12-14 year old girls to get better passing, 20 min'),
  findRead('the team list pls', L, ['team'], lp('netball/team list u15.txt')),
  edit('add Mere as GA and take out Salote, she moved to Suva 😢', lp('netball/team list u15.txt'), { h: ['the team list pls', team] }),
  n('Bula! O cei na yacamu?', { l: 'fj' }),
  findRead('au via raica na noqu savings', L, ['savings'], lp('money/savings.txt'), { l: 'fj' }),
  append('money/savings.txt add: 10 may put $40 in', lp('money/savings.txt')),
  n('how much i have now total?', { h: ['show my savings', savings] }),
  n('i get $185 a week, if i keep $40 every week how much in one year?'),
  n('is it safe to free dive to 8m to check the lines? the boss say yes but i feel scared'),
  findLook('the broken float on line 7 pic, boss want to see', L, ['line 7', 'float'], lp('pearl farm/photos/line 7 broken float.jpg')),
  findInfo('when did i make the harvest grades file?', L, ['harvest', 'grade'], lp('pearl farm/harvest grades 2025.txt')),
  findRead('harvest grades, how many A grade last harvest', L, ['harvest', 'grade'], lp('pearl farm/harvest grades 2025.txt')),
  n('what is the difference between A and AA grade pearls? i need know for work'),
  read('open diary.txt', lp('diary.txt')),
  append('write in my diary: today the grafter from japan came, Mr Tanaka, very quiet but nice', lp('diary.txt')),
  remember('remember Mr Tanaka is the grafter from japan, he come every june and november', 'Mr Tanaka', 'person', ['grafter from Japan', 'comes every June and November']),
  n('how to say "thank you for teaching me" in japanese? i want to tell Mr Tanaka'),
  findRead('youth choir songs for sunday, which one we do', L, ['choir', 'song'], lp('church/youth choir songs.txt')),
  n('Na cava na kena ibalebale na "resilience"?', { l: 'fj' }),
  list('whats in the pearl farm folder', lp('pearl farm')),
  mkdir('make folder netball/2025 season', lp('netball/2025 season')),
  move('move fixtures in there', lp('netball/fixtures.txt'), lp('netball/2025 season/fixtures.txt'), { h: ['make folder netball/2025 season', 'Created netball/2025 season.'] }),
  addFact('also she has asthma!! inhaler at every game', 'Mere', ['has asthma, needs her inhaler at every game'], { h: mereHistory }),
  n('my boyfriend forgot my birthday 😭 should i be mad or let it go'),
  recall('O cei na grafter mai Japani?', ['Tanaka', 'grafter', 'Japani'], { l: 'fj' }),
  n('short cute caption for insta, photo of me holding oysters on the boat'),
  whatYouKnow('what you remember about me and my people?'),
  n('Vinaka vakalevu!! 🌺', { l: 'fj' }),
];

/* Dragan — /home/dragan
 * orkestar/
 *   svirke 2025.txt
 *   svirke 2024.txt
 *   clanovi.txt
 *   honorari.csv
 *   repertoar.txt
 *   guca prijava.txt
 *   slike/
 *     guca 2024 bina.jpg
 * rakija/
 *   kazan log 2024.txt
 *   prodaja.txt
 *   voce.txt
 * kuca/
 *   struja racuni.txt
 *   auto registracija.txt
 * zdravlje.txt
 */
const D = '/home/dragan';
const dp = at(D);
const honorari = 'orkestar/honorari.csv:\nsvirka,datum,clan,evra\nsvadba Kraljevo,17.05,Dragan,150\nsvadba Kraljevo,17.05,Nikola,100\nsvadba Kraljevo,17.05,Marko,100\nsvadba Kraljevo,17.05,Nenad (tuba),100\nsvadba Kraljevo,17.05,Goran (bubanj),100\nsvadba Kraljevo,17.05,Sale (truba),100';
const clanovi = 'orkestar/clanovi.txt:\nDragan - prva truba\nSale - truba\nNikola - krilnica\nMarko - bariton\nNenad - tuba\nGoran - veliki bubanj\nIvan - mali bubanj';
const svirkeJun = 'orkestar/svirke 2025.txt (jun):\n7. jun - slava, Lučani, Petrović - 900 evra\n14. jun - svadba, Čačak, Milošević - 1200 evra\n21. jun - rođendan, Arilje - 600 evra\n28. jun - svadba, Gornji Milanovac - 1400 evra';
const dragan = [
  findRead('sta imamo od svirki u junu', D, ['svirk'], dp('orkestar/svirke 2025.txt'), { l: 'sr' }),
  findEdit('write the gig: 14 jun wedding in Čačak, Milošević, 1200 evra', D, ['svirk'], dp('orkestar/svirke 2025.txt')),
  findRead('how much i pay the boys for wedding in may? the honorari file', D, ['honorar'], dp('orkestar/honorari.csv')),
  n('total for all, how much?', { h: ['how much i pay the boys for wedding in may? the honorari file', honorari] }),
  n('Који је најбољи начин да загрејем усне пре свирке?', { l: 'sr' }),
  remember('remember Miloš Milošević, father of the groom, wedding in Čačak, he want "Mesečina" and "Kalašnjikov", pay cash', 'Miloš Milošević', 'person', ['father of the groom', 'wedding in Čačak', 'wants "Mesečina" and "Kalašnjikov"', 'pays cash']),
  recall('what music the guy from Cacak want?', ['Čačak', 'Cacak', 'Milošević']),
  findRead('repertoar, we have Đurđevdan in it?', D, ['repertoar'], dp('orkestar/repertoar.txt')),
  n('what is difference trumpet and flugelhorn sound? my son want to switch'),
  findRead('guca prijava, until when is deadline?', D, ['guca', 'prijava'], dp('orkestar/guca prijava.txt')),
  findLook('show photo from GUČA 2024 on the stage!!!', D, ['guca'], dp('orkestar/slike/guca 2024 bina.jpg')),
  findRead('kazan log, how many liters last year?', D, ['kazan'], dp('rakija/kazan log 2024.txt')),
  n('what alcohol % is right for šljivovica? meka or ljuta, people fight about it'),
  append('rakija/prodaja.txt: 20 l to cousin Zoran in Germany, 15 evra po litru', dp('rakija/prodaja.txt')),
  n('20 liters times 15 euro, minus 10% for the bottles, how much'),
  remember('zapamti: Zoran je moj brat od strica, zivi u Štutgartu, kupuje rakiju svake godine', 'Zoran', 'person', ['brat od strica', 'živi u Štutgartu', 'kupuje rakiju svake godine'], { l: 'sr' }),
  relate('Zoran is kum to my son Nikola, save it'),
  n('Како се каже „кум“ на енглеском? Није баш godfather...', { l: 'sr' }),
  findRead('struja racuni, did i pay april?', D, ['struja'], dp('kuca/struja racuni.txt')),
  findRead('car registration when expire', D, ['registracija'], dp('kuca/auto registracija.txt')),
  n('write short facebook post for the band: we play Guča this year AGAIN, come!! english and serbian'),
  list('what is in folder orkestar', dp('orkestar')),
  findRead('clanovi orkestra, who plays tuba now?', D, ['clanovi'], dp('orkestar/clanovi.txt')),
  edit('Nenad left, put Bojan on tuba', dp('orkestar/clanovi.txt'), { h: ['clanovi orkestra, who plays tuba now?', clanovi] }),
  n('which one pays most?', { h: ['sta imamo od svirki u junu', svirkeJun] }),
  n('my knee hurt when i march with the band, 3 hours walking at weddings. what to do'),
  findRead('zdravlje file, what doctor told me for blood pressure', D, ['zdravlje'], dp('zdravlje.txt')),
  mkdirMove('make folder orkestar/stare svirke and put svirke 2024 inside', dp('orkestar/stare svirke'), dp('orkestar/svirke 2024.txt'), dp('orkestar/stare svirke/svirke 2024.txt')),
  bySize('which files take most space in orkestar/slike', dp('orkestar/slike')),
  n('plums in my orchard have brown rot, what to spray and when'),
  findEdit('voce: 2025 expected 3 tons, Požegača trees good, Stanley bad', D, ['voce'], dp('rakija/voce.txt')),
  correct('the Milošević wedding is in Kraljevo not Čačak, my mistake', 'Miloš Milošević', 'wedding in Čačak', 'wedding in Kraljevo'),
  n('can you play trumpet? haha'),
  whatYouKnow('what all you know about me and my people'),
  n('HVALA BRATE 🎺🎺', { l: 'sr' }),
  n('ajd cao'),
];

/* Manuel — /home/manuel
 * vigia/
 *   avistamentos 2025.csv
 *   especies lista.txt
 *   contactos barcos.txt
 *   fotos/
 *     cachalote cauda.jpg
 *     golfinhos riscos.jpg
 * vinha/
 *   vindima 2024.txt
 *   curral tratamentos.txt
 * familia/
 *   netos aniversarios.txt
 *   cartas da Maria.txt
 *   receita massa sovada.txt
 * historia/
 *   pai baleeiro memorias.txt
 * medicamentos.txt
 */
const M = '/home/manuel';
const mp = at(M);
const avist = 'vigia/avistamentos 2025.csv:\nmes,cachalotes,golfinhos,baleias-azuis,outras\nabril,14,41,3,2\nmaio,22,56,5,4\njunho,9,38,0,1';
const massa = 'familia/receita massa sovada.txt:\nMassa sovada da Maria\n1 kg de farinha\n250 g de açúcar\n125 g de manteiga\n6 ovos\n25 g de fermento de padeiro\n250 ml de leite morno\n1 pitada de sal\nraspa de 1 limão\nAmassar bem, levedar 4 horas, forno a 180 °C 30 minutos.';
const especies = 'vigia/especies lista.txt:\ncachalote\nbaleia-azul\nbaleia-comum\nbaleia-sardinheira\nroaz\ngolfinho-comum\ngolfinho-riscado\ngolfinho-pintado\ngrampo\nbaleia-de-bico-de-Cuvier\n\n(The Sowerby\'s beaked whale, baleia-de-bico-de-Sowerby, is not on the list.)';
const card = ['Write a birthday card in English for my grandson Tyler, he is 16, plays baseball in Fall River. From Vovô.', 'Dear Tyler,\nHappy 16th birthday! I hope this year brings you many home runs and many good friends. I am very proud of the young man you are becoming. Come to Pico soon, the whales and your old Vovô are waiting for you.\nWith all my love,\nVovô'];
const manuel = [
  findRead('Bom dia. Quantos cachalotes avistei em maio? Está no ficheiro dos avistamentos.', M, ['avistamentos'], mp('vigia/avistamentos 2025.csv'), { l: 'pt' }),
  findEdit('Please add to the sightings: 12 June, 10h20, 3 sperm whales, 4 miles south of Lajes.', M, ['avistamentos'], mp('vigia/avistamentos 2025.csv')),
  findLook('Good morning my friend. Show me the photo of the sperm whale tail, please.', M, ['cachalote', 'cauda'], mp('vigia/fotos/cachalote cauda.jpg')),
  n('How long can a sperm whale stay under the water? The tourists always ask me.'),
  n('Qual é a diferença entre o golfinho-riscado e o golfinho-comum?', { l: 'pt' }),
  findRead('The radio channels of the boats. I forget which one is the Espalamaca boat.', M, ['contactos', 'barcos'], mp('vigia/contactos barcos.txt')),
  remember('Please remember the new skipper is Rui Medeiros, he takes the boat "Cachalote II", channel 72.', 'Rui Medeiros', 'person', ['new skipper', 'skipper of the boat "Cachalote II"', 'radio channel 72']),
  recall('Qual é o canal do Rui?', ['Rui'], { l: 'pt' }),
  findRead('When is the birthday of Tyler? It is in the file of the grandchildren.', M, ['aniversarios', 'netos'], mp('familia/netos aniversarios.txt')),
  n('Write a birthday card in English for my grandson Tyler, he is 16, plays baseball in Fall River. From Vovô.'),
  n('Put also one sentence in Portuguese at the end, simple, so he understands.', { h: card }),
  findRead('The recipe of the massa sovada of Maria, please. I want to make it for Easter.', M, ['massa sovada', 'receita'], mp('familia/receita massa sovada.txt')),
  n('Half of the recipe, please. Only for me now.', { h: ['The recipe of the massa sovada of Maria, please.', massa] }),
  findRead('My father memories of the whaling, read me the part about 1957.', M, ['pai', 'baleeiro', 'memorias'], mp('historia/pai baleeiro memorias.txt')),
  findEdit('Add to my father memories: In 1957 the canoa "Senhora da Guia" caught two whales in one day, my father was the harpooner.', M, ['memorias', 'baleeiro'], mp('historia/pai baleeiro memorias.txt')),
  n('When did the whaling end in the Azores? I think 1987 but my neighbour says 1984.'),
  findRead('Vindima 2024, how many kilos of Arinto did I have?', M, ['vindima'], mp('vinha/vindima 2024.txt')),
  append('Write in vinha/curral tratamentos.txt: 3 July, sulphur on the lower currais.', mp('vinha/curral tratamentos.txt')),
  n('The powdery mildew in the vines, when is it better to put the sulphur? Morning or afternoon?'),
  findRead('My medicines: the pill for the blood pressure, is it morning or night?', M, ['medicamento'], mp('medicamentos.txt')),
  n('I feel lonely in the evenings since Maria died. Sometimes I talk to you instead. Is that strange?'),
  findRead('Read me one of the letters of Maria, the first one.', M, ['cartas', 'Maria'], mp('familia/cartas da Maria.txt')),
  addFact('Rui also speaks good English, good for the American tourists.', 'Rui Medeiros', ['speaks good English']),
  relate('Rui is the son of my old friend José Medeiros, the boat builder. Please remember this.'),
  n('How many meters are 4 nautical miles?'),
  list('What is inside the folder vigia/fotos?', mp('vigia/fotos')),
  info('How big is the dolphin photo, vigia/fotos/golfinhos riscos.jpg? My granddaughter wants it by email.', mp('vigia/fotos/golfinhos riscos.jpg')),
  mkdir('Please make a folder vigia/fotos/2025 for the new photos.', mp('vigia/fotos/2025')),
  n('Which month had the most sperm whales?', { h: ['Show me the sightings of this year', avist] }),
  correct('The boat of Rui is "Cachalote III", not II. Sorry.', 'Rui Medeiros', 'skipper of the boat "Cachalote II"', 'skipper of the boat "Cachalote III"'),
  n('Is it true that the blue whale is bigger than any dinosaur?'),
  findRead('The species list, do we have the Sowerby beaked whale on it?', M, ['especies'], mp('vigia/especies lista.txt')),
  edit('Add it, please, with the date of today, 14 June.', mp('vigia/especies lista.txt'), { h: ['The species list, do we have the Sowerby beaked whale on it?', especies] }),
  whatYouKnow('What do you remember about the people of my life?'),
  n('Obrigado, meu amigo. Até amanhã.', { l: 'pt' }),
];

export default [...rogvi, ...aibek, ...fatou, ...stoyan, ...curtis, ...paulose, ...amel, ...litia, ...dragan, ...manuel];
