/**
 * Everyday requests, eighteenth list: ten people, 35 requests each, written as
 * each person would type them, then given the call that would serve them.
 */
import { t, m, open, n } from './case-helpers.mjs';

const at = (home) => (rel) => [`${home}/${rel}`, rel]; // a path: absolute or home-relative
const pat = (...words) => words.flatMap((w) => [w, `*${w}*`, `**/*${w}*`]); // search patterns
const append = (q, path, x = {}) => m(q, [['read_text_file', { path }], ['edit_file', { path }]], { also: ['write_file'], ...x });
const either = (...paths) => paths.flat();

// ---------------------------------------------------------------------------
// Ama Owusu, locksmith and key cutter in Kumasi. Types short, lowercase, a bit of slang.
// Home /home/ama
//   Jobs/job-log-2024.txt
//   Jobs/callouts-march.txt
//   Jobs/quotes/quote-adjei-house.txt
//   Jobs/quotes/quote-st-pauls-school.txt
//   Stock/blanks-inventory.csv
//   Stock/supplier-prices.txt
//   Receipts/van-repair-receipt.pdf
//   Receipts/key-machine-receipt.jpg
//   Family/kofi-school-fees.txt
//   Family/mum-birthday-ideas.txt
//   notes.txt
//   price-list.txt
const AM = ['/home/ama', '.'];
const am = at('/home/ama');
const a = [
  t(`show me my price list`, 'read_text_file', { path: am('price-list.txt') }),
  t(`wat callouts i get in march`, 'read_text_file', { path: am('Jobs/callouts-march.txt') }),
  append(`add to job log: 14 apr, mrs boateng, lockout at bantama, 150 cedis`, am('Jobs/job-log-2024.txt')),
  n(`how do i tell customer nicely that night callout cost double`),
  t(`open the quote i did for the school`, 'read_text_file', { path: am('Jobs/quotes/quote-st-pauls-school.txt') }),
  t(`how many blanks i get left`, 'read_text_file', { path: am('Stock/blanks-inventory.csv') }),
  n(`35 keys times 12 cedis`),
  t(`remember kwame from adum hardware sells the yale blanks cheaper`, 'create_entities',
    { entities: [[{ name: 'Kwame', entityType: 'person', observations: ['sells Yale blanks cheaper at Adum Hardware'] }]] }, { also: ['add_observations'] }),
  n(`customer say the key i cut dont turn smooth in the lock. wat could be wrong`),
  t(`when did i save the van repair receipt`, 'get_file_info', { path: am('Receipts/van-repair-receipt.pdf') }),
  n(`call kwame tell him i need 50 blanks by friday`),
  t(`move the key machine receipt into Stock`, 'move_file',
    { source: am('Receipts/key-machine-receipt.jpg'), destination: am('Stock/key-machine-receipt.jpg') }),
  t(`ok show me it`, 'read_media_file', { path: am('Stock/key-machine-receipt.jpg') },
    { h: [`move the key machine receipt into Stock`, `Done, it's now Stock/key-machine-receipt.jpg.`] }),
  n(`write short whatsapp msg tell my customers i moved shop to suntreso, same number`),
  n(`120 times 3 plus 50 transport?`),
  t(`kofi school fees how much we paid so far`, 'read_text_file', { path: am('Family/kofi-school-fees.txt') }),
  n(`is it good idea to buy second hand key cutting machine or no`),
  t(`find that note i wrote about the padlock brand`, 'search_files', { path: AM, pattern: pat('padlock', 'padlocks') }, { also: ['read_text_file'] }),
  t(`change it to 280`, 'edit_file', { path: am('price-list.txt') }, {
    also: ['write_file'],
    h: [`how much is mortice lock fitting on my price list`, `Your price list says: mortice lock fitting 250 cedis, plus 50 for callout.`],
  }),
  n(`thanks chale`),
  t(`whats in the quotes folder`, 'list_directory', { path: am('Jobs/quotes') }),
  t(`open adjei one`, 'read_text_file', { path: am('Jobs/quotes/quote-adjei-house.txt') },
    { h: [`whats in the quotes folder`, `Jobs/quotes has quote-adjei-house.txt and quote-st-pauls-school.txt.`] }),
  n(`give me 3 ideas for mum birthday under 300 cedis`),
  t(`test the echo tool, say "ama locks open 24hrs"`, 'echo', { message: ['ama locks open 24hrs', 'Ama locks open 24hrs'] }),
  n(`how long should a van battery last normally`),
  m(`he moved to kejetia now, update it`, [
    ['delete_observations', { deletions: [[{ entityName: 'Kwame', observations: ['sells Yale blanks cheaper at Adum Hardware'] }]] }],
    ['add_observations', { observations: [[{ entityName: 'Kwame', contents: ['moved to Kejetia'] }]] }],
  ], { also: ['add_observations'], h: [`what did i tell u about kwame`, `You told me Kwame from Adum Hardware sells Yale blanks cheaper.`] }),
  n(`how u say "thank you for waiting" in twi`),
  n(`best way to stop padlocks rusting in rainy season`),
  n(`my boy kofi want learn the trade. wat age i should start him`),
  n(`school want rekey 40 doors, wat i should charge roughly per door`),
  n(`explain master key vs grand master key simple`),
  n(`can u order 50 blanks from kwame for me`),
  t(`remember mum birthday is 9 june`, 'create_entities',
    { entities: [[{ name: 'Mum', entityType: 'person', observations: ['birthday 9 June'] }]] }, { also: ['add_observations'] }),
  t(`make new quote for mr mensah, gate padlocks, 3 at 120 each`, 'write_file',
    { path: either(am('Jobs/quotes/quote-mensah.txt'), am('Jobs/quotes/quote-mensah-gate.txt'), am('Jobs/quotes/quote-mr-mensah.txt'), am('Jobs/quotes/quote-mensah-padlocks.txt')) }),
  n(`sunday callout, i can charge extra? wat other locksmiths do`),
];

// ---------------------------------------------------------------------------
// Henrik Lindqvist, piano tuner in Gothenburg. Formal, complete sentences; sometimes Swedish.
// Home /home/henrik
//   Clients/clients.csv
//   Clients/tuning-schedule-2024.txt
//   Clients/church-organ-notes.txt
//   Clients/visits/2024-03-visits.txt
//   Clients/visits/2024-04-visits.txt
//   Invoices/invoice-0312-ahlberg.pdf
//   Invoices/invoice-0318-musikskolan.pdf
//   Invoices/unpaid.txt
//   Manuals/steinway-model-b-specs.pdf
//   Manuals/pitch-reference.txt
//   Personal/allotment-plan.txt
//   Personal/reading-list.txt
//   Car/insurance-2024.pdf
//   Car/volvo-service-receipt.pdf
//   todo.txt
const HE = ['/home/henrik', '.'];
const he = at('/home/henrik');
const b = [
  t(`Good morning. Could you please show me my tuning schedule for this year?`, 'read_text_file', { path: he('Clients/tuning-schedule-2024.txt') }),
  t(`Which of my invoices are still unpaid?`, 'read_text_file', { path: he('Invoices/unpaid.txt') }),
  append(`Please add the following to my to-do list: replace the hammer felts at Mrs. Ahlberg's, before 20 May.`, he('todo.txt')),
  n(`What is the difference between equal temperament and well temperament, briefly?`),
  n(`A customer's piano sits at 435 Hz. Should I bring it to 440 in one visit or in two? What would you advise?`),
  t(`Kan du visa vad som finns i mappen Invoices?`, 'list_directory', { path: he('Invoices') }, { l: 'sv' }),
  t(`Please remember that the music school's piano room is on the third floor and that the lift is often broken.`, 'create_entities',
    { entities: [[{ name: 'Musikskolan', entityType: 'client', observations: ['piano room on the third floor', 'lift often broken'] }]] }, { also: ['add_observations'] }),
  t(`Whom did I visit in April?`, 'read_text_file', { path: he('Clients/visits/2024-04-visits.txt') }),
  m(`Compare my March and April visits for me, please.`, [
    ['read_text_file', { path: he('Clients/visits/2024-03-visits.txt') }],
    ['read_text_file', { path: he('Clients/visits/2024-04-visits.txt') }],
  ], { also: ['read_multiple_files'] }),
  n(`Could you draft a polite reminder to a client whose invoice is thirty days overdue? Leave the name blank; I shall fill it in.`),
  t(`The Ahlberg one was paid yesterday. Please strike it from the list.`, 'edit_file', { path: he('Invoices/unpaid.txt') }, {
    also: ['write_file'],
    h: [`Which of my invoices are still unpaid?`, `According to Invoices/unpaid.txt: Ahlberg (invoice 0312, 1 450 kr) and Musikskolan (invoice 0318, 2 900 kr).`],
  }),
  t(`When was the Volvo service receipt saved?`, 'get_file_info', { path: he('Car/volvo-service-receipt.pdf') }),
  n(`Hur säger man "pitch raise" på ett begripligt sätt till en kund som inte kan något om pianon?`, { l: 'sv' }),
  t(`I believe I wrote something down about the tremulant on the church organ. Could you find it for me?`, 'search_files',
    { path: HE, pattern: pat('organ', 'church', 'tremulant') }, { also: ['read_text_file'] }),
  n(`How many cents are there in a semitone?`),
  t(`Please use the sum tool to add 1450 and 2900.`, 'get-sum', { a: 1450, b: 2900 }),
  n(`Thank you, that will be all for today.`),
  t(`Vad har jag bett dig komma ihåg om Musikskolan?`, 'search_nodes', { query: ['Musikskolan', 'musikskolan', 'music school'] }, { l: 'sv' }),
  t(`Create a folder named 2025 under Clients/visits, please.`, 'create_directory', { path: he('Clients/visits/2025') }),
  t(`Please move the Steinway specifications into the Clients folder; I need them for the Ahlberg job.`, 'move_file',
    { source: he('Manuals/steinway-model-b-specs.pdf'), destination: he('Clients/steinway-model-b-specs.pdf') }),
  n(`Could you telephone Mrs. Ahlberg and confirm Thursday at ten o'clock?`),
  n(`What would be a reasonable price for a standard tuning in Gothenburg these days?`),
  n(`Which of these would you recommend I begin with?`, {
    h: [`Please read me my reading list.`, `Personal/reading-list.txt: 1. "The Piano Shop on the Left Bank" by Thad Carhart; 2. "Piano Roles" (essays); 3. "Temperament" by Stuart Isacoff.`],
  }),
  n(`Help me word a short notice for my website: I shall be on holiday from 1 to 21 July.`),
  t(`Vilka filer har jag om bilen?`, 'list_directory', { path: he('Car') }, { l: 'sv', also: ['search_files', 'list_directory_with_sizes', 'directory_tree'] }),
  append(`Please note in the allotment plan that the potatoes go in the east bed this year.`, he('Personal/allotment-plan.txt')),
  n(`When should one plant potatoes in western Sweden?`),
  t(`Write a new file in Clients called price-2025.txt, with: standard tuning 1 450 kr, pitch raise 600 kr extra, travel outside the city 300 kr.`, 'write_file',
    { path: he('Clients/price-2025.txt') }),
  n(`Should I round the 1 450 up to 1 500, do you think? What do most tuners do?`, {
    h: [`Write a new file in Clients called price-2025.txt, with: standard tuning 1 450 kr, pitch raise 600 kr extra, travel outside the city 300 kr.`, `Done: Clients/price-2025.txt is created with those three prices.`],
  }),
  t(`What do you remember about my clients?`, 'search_nodes', { query: ['client', 'clients'] }, { also: ['read_graph', 'open_nodes'] }),
  t(`They have repaired the lift now, so you may forget that part.`, 'delete_observations',
    { deletions: [[{ entityName: 'Musikskolan', observations: ['lift often broken'] }]] }, {
      h: [`Please remember that the music school's piano room is on the third floor and that the lift is often broken.`, `Noted: Musikskolan — piano room on the third floor, lift often broken.`],
    }),
  n(`Could you explain, in simple terms, why pianos go out of tune in winter?`),
  n(`Roughly how much is 2 900 kronor in euros?`),
  n(`Could you write a short thank-you text message to the cantor at Masthugget Church for our cooperation this spring?`),
  n(`What is a sensible way to keep track of which pianos need tuning every six months? I am not very good with computers.`),
];

// ---------------------------------------------------------------------------
// Dr Priya Deshmukh, dentist with her own clinic in Pune. Dictates by voice: few
// marks, spoken punctuation now and then, a misheard word; sometimes Hindi.
// Home /home/priya
//   Clinic/appointments-week-12.txt
//   Clinic/appointments-week-13.txt
//   Clinic/staff-rota.txt
//   Clinic/equipment-list.csv
//   Clinic/suppliers.txt
//   Clinic/templates/rct-consent-form.txt
//   Clinic/templates/post-extraction-instructions.txt
//   CME/goa-conference-abstract.docx
//   CME/implant-course-certificate.pdf
//   Home/maid-salary.txt
//   Home/society-maintenance-receipt.pdf
//   Home/anika-school/annual-day-schedule.txt
//   Home/anika-school/fee-receipt-term2.pdf
//   Finance/gst-notes.txt
//   Finance/loan-emi-schedule.csv
//   recipes-from-aai.txt
const PR = ['/home/priya', '.'];
const pr = at('/home/priya');
const c = [
  t(`open my appointments for week twelve`, 'read_text_file', { path: pr('Clinic/appointments-week-12.txt') }),
  n(`how do i tell my assistant politely that she is late too often without upsetting her`),
  n(`write a short instagram caption for world oral health day something warm not salesy`),
  t(`pull up the post extraction instructions i need to give one to a patient now`, 'read_text_file', { path: pr('Clinic/templates/post-extraction-instructions.txt') }),
  append(`add to the equipment list comma autoclave service due june full stop`, pr('Clinic/equipment-list.csv')),
  n(`how long should a patient wait to eat after a filling full stop`),
  t(`मेरी बेटी के स्कूल का एनुअल डे कब है`, 'read_text_file', { path: pr('Home/anika-school/annual-day-schedule.txt') }, { l: 'hi' }),
  t(`remember dr kulkarni is the oral surgeon i refer impacted wisdom teeth to`, 'create_entities',
    { entities: [[{ name: 'Dr Kulkarni', entityType: 'person', observations: ['oral surgeon', 'referral for impacted wisdom teeth'] }]] }, { also: ['add_observations'] }),
  t(`who do i refer wisdom teeth to`, 'search_nodes', { query: ['wisdom teeth', 'wisdom', 'oral surgeon', 'Kulkarni', 'referral'] }),
  n(`call the dental supplier and ask where my order is`),
  t(`show me my loan emi schedule`, 'read_text_file', { path: pr('Finance/loan-emi-schedule.csv') }),
  n(`how much is 18 percent gst on 42000`),
  t(`where did i keep the society maintenance receipt`, 'search_files', { path: PR, pattern: pat('maintenance', 'society') },
    { also: ['list_directory', 'get_file_info', 'directory_tree'] }),
  n(`explain to a nervous patient what a root canal is in two lines`),
  n(`now the same in marathi please`, {
    h: [`explain to a nervous patient what a root canal is in two lines`, `"A root canal cleans out the infected inside of your tooth and seals it, so you keep your own tooth. It's done under anaesthesia and feels much like a filling."`],
  }),
  t(`make a new folder in clinic called lab orders`, 'create_directory', { path: either(pr('Clinic/lab-orders'), pr('Clinic/lab orders'), pr('Clinic/lab_orders'), pr('Clinic/Lab Orders')) }),
  t(`मेड की सैलरी वाली फाइल खोलो`, 'read_text_file', { path: pr('Home/maid-salary.txt') }, { l: 'hi' }),
  append(`add april paid on fifth`, pr('Home/maid-salary.txt'), {
    h: [`मेड की सैलरी वाली फाइल खोलो`, `Home/maid-salary.txt: Sunita — ₹9,000 a month, paid on the 5th. Jan paid 5th, Feb paid 5th, Mar paid 6th.`],
  }),
  n(`is it okay to take ibuprofen and paracetamol together for tooth pain`),
  n(`whats the best way to store composite in summer fridge or not`),
  n(`draft an email to the goa conference organisers asking if i can present on day two instead of day one`),
  n(`how many cme credit points do i need per year for the maharashtra dental council`),
  n(`anika is asking why the sky is blue explain like she is eight`),
  n(`whats a quick healthy tiffin for an eight year old who hates vegetables`),
  t(`what environment variables does the demo server have`, 'get-env', {}),
  m(`move mr joshi to week thirteen tuesday same time`, [
    ['edit_file', { path: pr('Clinic/appointments-week-12.txt') }],
    ['edit_file', { path: pr('Clinic/appointments-week-13.txt') }],
  ], {
    also: ['read_text_file', 'write_file'],
    h: [`open my appointments for week twelve`, `Week 12: Mon — 3 patients (RCT Mr. Joshi 11 am, scaling 12:30, crown fit 4 pm). Tue — 2 patients. Thu — closed for Holi.`],
  }),
  n(`thank you thats perfect`),
  t(`मैंने सप्लायर वाली फाइल में क्या लिखा है`, 'read_text_file', { path: pr('Clinic/suppliers.txt') }, { l: 'hi' }),
  n(`whats a good name for a second clinic branch in baner`),
  t(`write a new template file called whitening consent in templates`, 'write_file',
    { path: either(pr('Clinic/templates/whitening-consent.txt'), pr('Clinic/templates/whitening-consent-form.txt'), pr('Clinic/templates/whitening consent.txt')) }),
  n(`how do i calculate my monthly emi if the loan is 25 lakhs at 9 percent for 10 years roughly`),
  t(`search my files for anything with gst in the name`, 'search_files', { path: PR, pattern: pat('gst', 'GST') }),
  t(`open it`, 'read_text_file', { path: pr('Finance/gst-notes.txt') },
    { h: [`search my files for anything with gst in the name`, `Found one file: Finance/gst-notes.txt.`] }),
  n(`क्या आप मेरे लिए कल सुबह 8 बजे का अलार्म लगा सकते हैं`, { l: 'hi' }),
  t(`forget dr kulkarni he retired`, 'delete_entities', { entityNames: [['Dr Kulkarni'], ['Dr. Kulkarni'], ['dr kulkarni'], ['Kulkarni']] }),
];

// ---------------------------------------------------------------------------
// Tomasz Wróbel, roofer in Kraków. Types fast with typos, often without Polish letters; sometimes Polish.
// Home /home/tomasz
//   Robota/jobs-2024.txt
//   Robota/materials-list.txt
//   Robota/wyceny/wycena-kowalski.txt
//   Robota/wyceny/wycena-nowak-garaz.txt
//   Robota/zdjecia/dach-kowalski-przed.jpg
//   Robota/zdjecia/dach-kowalski-po.jpg
//   Faktury/faktura-03-2024.pdf
//   Faktury/faktura-04-2024.pdf
//   Auto/przeglad-2024-paragon.pdf
//   Auto/ubezpieczenie-oc.pdf
//   Dom/zakupy.txt
//   Dom/kuba-szkola.txt
//   silownia.txt
//   notatki.txt
const TO = ['/home/tomasz', '.'];
const to = at('/home/tomasz');
const d = [
  t(`shwo me the kowalski quote`, 'read_text_file', { path: to('Robota/wyceny/wycena-kowalski.txt') }),
  t(`pokaz liste materialow`, 'read_text_file', { path: to('Robota/materials-list.txt') }, { l: 'pl' }),
  append(`add 20 rolls of membrane to materails list`, to('Robota/materials-list.txt')),
  n(`how many tiles for 120 m2 if its 10 per m2 plus 5 percent waste`),
  n(`whats best for moss on old roof, chemicals or scrape it`),
  t(`show me the before pic of kowalski roof`, 'read_media_file', { path: to('Robota/zdjecia/dach-kowalski-przed.jpg') }),
  t(`co mam w folderze faktury`, 'list_directory', { path: to('Faktury') }, { l: 'pl' }),
  n(`how long i need to keep invoices in poland, 5 years?`),
  n(`rain all week. write sms to nowak that garage roof is moved to next week sorry`),
  n(`how much usually gutter replacement in krakow for a house, like 40m`),
  t(`remembr my wholesaler guy is Marek at Dachmat`, 'create_entities',
    { entities: [[{ name: 'Marek', entityType: 'person', observations: ['wholesaler at Dachmat'] }]] }, { also: ['add_observations'] }),
  t(`where is my car inspection recipt`, 'search_files', { path: TO, pattern: pat('przeglad', 'paragon', 'inspection', 'receipt') },
    { also: ['list_directory', 'get_file_info', 'directory_tree'] }),
  n(`ok thx`),
  t(`make folder for 2025 quotes in robota`, 'create_directory',
    { path: either(to('Robota/wyceny-2025'), to('Robota/wyceny/2025'), to('Robota/quotes-2025'), to('Robota/2025-quotes'), to('Robota/2025')) }),
  append(`add to shopping: milk, bread, AA batteries`, to('Dom/zakupy.txt')),
  n(`translate to english: "dach przecieka przy kominie"`),
  t(`read my gym plan`, 'read_text_file', { path: to('silownia.txt') }),
  t(`change bench to 85`, 'edit_file', { path: to('silownia.txt') }, {
    also: ['write_file'],
    h: [`read my gym plan`, `silownia.txt: Mon — chest & triceps (bench 80 kg 4x8), Wed — back & biceps, Fri — legs (squat 110 kg 5x5).`],
  }),
  n(`is it safe to work on roof at 45 km/h wind`),
  t(`move nowak garaz quote into Faktury, i sent the bill already`, 'move_file',
    { source: to('Robota/wyceny/wycena-nowak-garaz.txt'), destination: to('Faktury/wycena-nowak-garaz.txt') }),
  n(`help me write facebook post: roofing, free quotes, krakow and around, 15 yrs experience`),
  t(`what did i save about marek`, 'search_nodes', { query: ['Marek', 'marek'] }),
  n(`how do i take good photos of a roof for website, i got no drone`),
  n(`Jak napisać reklamację do hurtowni? Przyszły pęknięte dachówki, cała paleta.`, { l: 'pl' }),
  n(`flat roof garage, epdm or tar paper, which last longer`),
  t(`jobs this year list`, 'read_text_file', { path: to('Robota/jobs-2024.txt') }),
  n(`so total how much`, {
    h: [`jobs this year list`, `Robota/jobs-2024.txt: 1. Kowalski — full reroof, March, 38 000 zł. 2. Nowak — garage, April, 9 500 zł (pending). 3. Zieliński — gutters, May, 4 200 zł.`],
  }),
  t(`Zapamiętaj: Kuba ma wywiadówkę 22 maja o 17`, 'create_entities',
    { entities: [[{ name: 'Kuba', entityType: 'person', observations: ['parent-teacher meeting 22 May at 17:00'] }]] }, { l: 'pl', also: ['add_observations'] }),
  n(`call my wife tell her i be late`),
  t(`use the sum tool 38000 plus 9500`, 'get-sum', { a: 38000, b: 9500 }),
  n(`whats the difference between ceramic and concrete roof tiles, long term`),
  t(`look for anything about zielinski in my files`, 'search_files', { path: TO, pattern: pat('zielinski', 'Zielinski') }),
  n(`how to stay hydrated on roof in hot days, water is not enough?`),
  n(`kuba wants to be roofer like me. should i let him, its hard job`),
  m(`sorry its 23 may`, [
    ['delete_observations', { deletions: [[{ entityName: 'Kuba', observations: ['parent-teacher meeting 22 May at 17:00'] }]] }],
    ['add_observations', { observations: [[{ entityName: 'Kuba', contents: ['parent-teacher meeting 23 May at 17:00'] }]] }],
  ], { also: ['add_observations'], h: [`Zapamiętaj: Kuba ma wywiadówkę 22 maja o 17`, `Zapisane: Kuba — wywiadówka 22 maja o 17:00.`] }),
];

// ---------------------------------------------------------------------------
// Yuki Morimoto, runs a small pottery studio in Kanazawa. Lowercase, soft, kaomoji; sometimes Japanese.
// Home /home/yuki
//   Studio/glaze-recipes.txt
//   Studio/kiln-log.csv
//   Studio/firing-schedule.txt
//   Studio/class-students.txt
//   Shop/online-orders.csv
//   Shop/price-tags.txt
//   Shop/listing-drafts/tea-bowl-set.txt
//   Shop/listing-drafts/blue-vase.txt
//   Photos/kiln-opening-march.jpg
//   Photos/tea-bowl-set-1.jpg
//   Taxes/expenses-2023.csv
//   Taxes/clay-supplier-receipts.pdf
//   diary.txt
const YU = ['/home/yuki', '.'];
const yu = at('/home/yuki');
const e = [
  t(`can u show me my glaze recipes (´・ω・｀)`, 'read_text_file', { path: yu('Studio/glaze-recipes.txt') }),
  t(`釉薬のレシピの中で、青いのだけ教えて`, 'read_text_file', { path: yu('Studio/glaze-recipes.txt') }, { l: 'ja' }),
  append(`add to kiln log: apr 14, bisque, 900c, 8 hrs, all ok ✨`, yu('Studio/kiln-log.csv')),
  n(`why do my tea bowls crack at the foot sometimes? bottoms too thin?`),
  t(`who's in my saturday class again`, 'read_text_file', { path: yu('Studio/class-students.txt') }),
  t(`please show the kiln opening photo from march`, 'read_media_file', { path: yu('Photos/kiln-opening-march.jpg') }),
  n(`write a cute short description for a blue vase listing, 20cm, hand thrown, kind of celadon`),
  t(`nice!! put that in my blue vase draft file pls`, 'write_file', { path: yu('Shop/listing-drafts/blue-vase.txt') }, {
    also: ['edit_file'],
    h: [`write a cute short description for a blue vase listing, 20cm, hand thrown, kind of celadon`, `"A quiet blue vase, thrown by hand in Kanazawa. 20 cm tall, with a soft celadon glaze that pools darker at the rim — lovely with a single branch."`],
  }),
  t(`オンライン注文のファイル見せて`, 'read_text_file', { path: yu('Shop/online-orders.csv') }, { l: 'ja' }),
  n(`3 bowls at 4800 yen and one vase at 12000, how much is that`),
  t(`remember: mrs tanaka likes matte white glaze, wants 6 cups by june`, 'create_entities',
    { entities: [[{ name: 'Mrs Tanaka', entityType: 'customer', observations: ['likes matte white glaze', 'wants 6 cups by June'] }]] }, { also: ['add_observations'] }),
  t(`what did mrs tanaka want again? (・・?)`, 'search_nodes', { query: ['Tanaka', 'tanaka', 'Mrs Tanaka', 'mrs tanaka'] }),
  n(`can you ship the parcel to osaka for me`),
  t(`make a folder for the autumn market stuff in Shop`, 'create_directory',
    { path: either(yu('Shop/autumn-market'), yu('Shop/autumn market'), yu('Shop/autumn-market-2024')) }),
  n(`should i make more tea bowls or more mugs for the autumn market, what sells better usually`),
  n(`cone 6 vs cone 10, which is better for a small electric kiln`),
  t(`echo test: こんにちは`, 'echo', { message: 'こんにちは' }),
  n(`my kiln takes 11 hours to reach 1230c now, it used to be 9. is the element dying?`),
  n(`今日はちょっと疲れた…窯出しがうまくいかなかった (；´Д｀)`, { l: 'ja' }),
  n(`good name for my instagram? studio is called "tsuchi to hi" (earth & fire)`),
  n(`do i need to keep receipts for 7 years in japan for the tax office?`),
  t(`read expenses 2023 pls`, 'read_text_file', { path: yu('Taxes/expenses-2023.csv') }),
  n(`so total?`, {
    h: [`read expenses 2023 pls`, `Taxes/expenses-2023.csv: clay 182,000 yen; glaze materials 64,000; kiln electricity 96,000; market fees 30,000.`],
  }),
  t(`move the tea bowl photo into listing drafts`, 'move_file',
    { source: yu('Photos/tea-bowl-set-1.jpg'), destination: yu('Shop/listing-drafts/tea-bowl-set-1.jpg') }),
  n(`how should i price a 6-piece tea set if clay and firing cost about 3000 yen`),
  append(`日記に書いて：今日は生徒が初めて茶碗を作った。嬉しい。`, yu('diary.txt'), { l: 'ja' }),
  n(`thank youu (*´▽｀*)`),
  n(`how do i photograph glossy glazes without all the reflections`),
  n(`is it ok to put my cat in the shop photos lol`),
  t(`what r all the things you remember about me`, 'read_graph', {}, { also: ['search_nodes', 'open_nodes'] }),
  n(`「窯変」って英語で何て言うの？`, { l: 'ja' }),
  append(`add a new student to class list: Emma, saturdays, beginner`, yu('Studio/class-students.txt')),
  n(`best way to pack a vase for shipping so it doesnt break`),
  t(`price tags file pls, need to check the mug price`, 'read_text_file', { path: yu('Shop/price-tags.txt') }),
  t(`raise mugs to 3000`, 'edit_file', { path: yu('Shop/price-tags.txt') }, {
    also: ['write_file'],
    h: [`price tags file pls, need to check the mug price`, `Shop/price-tags.txt: mug 2,800 yen; tea bowl 4,800 yen; small plate 2,200 yen; vase (M) 12,000 yen.`],
  }),
];

// ---------------------------------------------------------------------------
// Carmen Ruiz, mobile dog groomer in Valencia (works from a van). Chatty, lots of emojis; sometimes Spanish.
// Home /home/carmen
//   Clientes/clientes.csv
//   Clientes/citas-abril.txt
//   Clientes/citas-mayo.txt
//   Clientes/notas-perros/toby-alergias.txt
//   Clientes/notas-perros/luna-comportamiento.txt
//   Furgo/itv-2024.pdf
//   Furgo/seguro-furgo.pdf
//   Furgo/gasolina-marzo.txt
//   Precios/tarifas-2024.txt
//   Marketing/instagram-ideas.txt
//   Marketing/flyer-borrador.txt
//   personal/lista-compra.txt
//   personal/gym.txt
const CA = ['/home/carmen', '.'];
const ca = at('/home/carmen');
const f = [
  t(`hola! 🐶 show me my april appointments pls`, 'read_text_file', { path: ca('Clientes/citas-abril.txt') }),
  t(`what did i write about toby's allergies?? 🥺`, 'read_text_file', { path: ca('Clientes/notas-perros/toby-alergias.txt') }),
  t(`¿Qué tengo en mayo? 📅`, 'read_text_file', { path: ca('Clientes/citas-mayo.txt') }, { l: 'es' }),
  append(`add luna on 3 may 10am full groom 🐩`, ca('Clientes/citas-mayo.txt')),
  n(`how do i calm a dog that HATES the dryer 😩`),
  n(`write me an insta caption for a before/after of a super matted poodle ✂️✨`),
  append(`añade a la lista de la compra: champú de avena, toallas, café ☕`, ca('personal/lista-compra.txt'), { l: 'es' }),
  t(`when does the van insurance run out? 🚐`, 'read_text_file', { path: ca('Furgo/seguro-furgo.pdf') }, { also: ['read_file', 'read_multiple_files'] }),
  t(`remember that Bruno the husky bites when you touch his paws ⚠️`, 'create_entities',
    { entities: [[{ name: 'Bruno', entityType: 'dog', observations: ['husky', 'bites when you touch his paws'] }]] }, { also: ['add_observations'] }),
  t(`any dog i told u is a biter??`, 'search_nodes', { query: ['bite', 'bites', 'biter', 'bites when you touch his paws'] }),
  n(`call toby's mum and tell her we're 15 min late 🙏`),
  t(`¿Cuánto gasté en gasolina en marzo?`, 'read_text_file', { path: ca('Furgo/gasolina-marzo.txt') }, { l: 'es' }),
  n(`14 dogs x 35€ = ?? 🤑`),
  t(`create a citas junio file, empty for now`, 'write_file', { path: either(ca('Clientes/citas-junio.txt'), ca('Clientes/citas junio.txt')) }),
  t(`what's in my marketing folder 💡`, 'list_directory', { path: ca('Marketing') }),
  t(`open the flyer one`, 'read_text_file', { path: ca('Marketing/flyer-borrador.txt') },
    { h: [`what's in my marketing folder 💡`, `Marketing has two files: instagram-ideas.txt and flyer-borrador.txt.`] }),
  n(`make it shorter and funnier 😂`, {
    h: [`open the flyer one`, `Marketing/flyer-borrador.txt: "Peluquería canina a domicilio — Carmen. Baño, corte, uñas y mucho cariño. Vamos a tu puerta en toda Valencia. Pide cita: 612 345 678."`],
  }),
  n(`is it normal for a dog to shake after a bath or is he cold`),
  t(`tarifas 2024 pls`, 'read_text_file', { path: ca('Precios/tarifas-2024.txt') }),
  t(`sube todo 2 euros 💸`, 'edit_file', { path: ca('Precios/tarifas-2024.txt') }, {
    l: 'es', also: ['write_file'],
    h: [`tarifas 2024 pls`, `Precios/tarifas-2024.txt: baño perro pequeño 25€, mediano 35€, grande 45€; corte +10€; uñas 8€.`],
  }),
  t(`¿Dónde está el papel de la ITV de la furgo?`, 'search_files', { path: CA, pattern: pat('itv', 'ITV') },
    { l: 'es', also: ['list_directory', 'get_file_info', 'directory_tree'] }),
  n(`what vaccines should a dog have before a groom? some clients ask me`),
  n(`how often should a golden retriever get groomed`),
  n(`thanks hun 💕`),
  t(`which of my clients live in ruzafa?`, 'read_text_file', { path: ca('Clientes/clientes.csv') }),
  n(`what's a fair price for just nail trimming`),
  append(`add to luna notes: calmer with treats, use the blue muzzle`, ca('Clientes/notas-perros/luna-comportamiento.txt')),
  n(`can u book me a table at la pepica for saturday 🥘`),
  n(`good shampoo for white dogs that go yellow around the mouth?`),
  n(`give me 5 funny names for a grooming van 🚐`),
  n(`the 3rd one lol, how would u say it in valencian?`, {
    h: [`give me 5 funny names for a grooming van 🚐`, `1. Pelos Fuera 2. La Furgo Guau 3. Champú y Olé 4. Patitas Limpias 5. El Peinao Perruno`],
  }),
  t(`forget bruno he moved to madrid 😢`, 'delete_entities', { entityNames: [['Bruno'], ['Bruno the husky']] }),
  n(`remind me tomorrow to buy towels`),
  n(`my back hurts from lifting big dogs all day, any tips 😣`),
  n(`should i raise my prices this year? everyone says inflation 🤷‍♀️`),
];

// ---------------------------------------------------------------------------
// Oleksandr Kravets, watch repairer with a small shop in Lviv; runs marathons. Terse; sometimes Ukrainian.
// Home /home/oleksandr
//   Repairs/repair-queue.txt
//   Repairs/parts-order.txt
//   Repairs/customers.csv
//   Repairs/tickets/ticket-0412-seiko.txt
//   Repairs/tickets/ticket-0415-poljot.txt
//   Repairs/tickets/ticket-0420-omega.txt
//   Parts/movement-catalog.pdf
//   Parts/mainspring-sizes.csv
//   Docs/passport-scan.pdf
//   Docs/rent-contract.pdf
//   Running/marathon-plan.txt
//   Running/race-results.csv
//   shopping.txt
const OL = ['/home/oleksandr', '.'];
const ol = at('/home/oleksandr');
const g = [
  t(`repair queue`, 'read_text_file', { path: ol('Repairs/repair-queue.txt') }),
  t(`show seiko ticket`, 'read_text_file', { path: ol('Repairs/tickets/ticket-0412-seiko.txt') }),
  t(`Відкрий квитанцію по Полйоту`, 'read_text_file', { path: ol('Repairs/tickets/ticket-0415-poljot.txt') }, { l: 'uk' }),
  append(`add to parts order: 2x crown 3.0mm, 1 crystal 30.5`, ol('Repairs/parts-order.txt')),
  n(`omega 1120, usual service interval?`),
  n(`customer says watch gains 30s a day after service. causes?`),
  t(`mainspring sizes, need 2824`, 'read_text_file', { path: ol('Parts/mainspring-sizes.csv') }),
  t(`remember: Ihor from Kyiv sends parts by Nova Poshta, pays cash`, 'create_entities',
    { entities: [[{ name: 'Ihor', entityType: 'person', observations: ['from Kyiv', 'sends parts by Nova Poshta', 'pays cash'] }]] }, { also: ['add_observations'] }),
  t(`Що я тобі казав про Ігоря?`, 'search_nodes', { query: ['Ihor', 'Ігор', 'Igor', 'ihor'] }, { l: 'uk' }),
  n(`write sms: your omega is ready, 2400 uah, pick up mon-sat 10-18`),
  t(`list tickets`, 'list_directory', { path: ol('Repairs/tickets') }),
  t(`open the omega one`, 'read_text_file', { path: ol('Repairs/tickets/ticket-0420-omega.txt') },
    { h: [`list tickets`, `Repairs/tickets: ticket-0412-seiko.txt, ticket-0415-poljot.txt, ticket-0420-omega.txt.`] }),
  t(`status done. update`, 'edit_file', { path: ol('Repairs/tickets/ticket-0420-omega.txt') }, {
    also: ['write_file'],
    h: [`open the omega one`, `ticket-0420-omega.txt: Omega Seamaster, cal. 1120. Full service. Status: waiting for crystal. Price 2400 UAH.`],
  }),
  n(`Скільки буде 2400 гривень у злотих, приблизно?`, { l: 'uk' }),
  n(`clean steel bracelet at home, ultrasonic ok?`),
  n(`call customer from 0415 ticket`),
  n(`taper 2 weeks or 3 before marathon?`),
  n(`sub 3:30 marathon, pace per km?`),
  append(`add result: Lviv half 2024, 1:38:12`, ol('Running/race-results.csv')),
  t(`make folder Repairs/tickets/done`, 'create_directory', { path: ol('Repairs/tickets/done') }),
  t(`move seiko one there`, 'move_file',
    { source: ol('Repairs/tickets/ticket-0412-seiko.txt'), destination: ol('Repairs/tickets/done/ticket-0412-seiko.txt') },
    { h: [`make folder Repairs/tickets/done`, `Created Repairs/tickets/done.`] }),
  n(`pallet stones oil, moebius 9415 or 941?`),
  n(`poljot 3133 chrono, worth fixing or no?`),
  n(`thx`),
  append(`Додай у покупки: кава, гречка, батарейки 377`, ol('shopping.txt'), { l: 'uk' }),
  n(`how to explain customer that cheap quartz not worth repair, buy new`),
  t(`customers list`, 'read_text_file', { path: ol('Repairs/customers.csv') }),
  append(`add Melnyk, Orient, 22.04, 0671234567`, ol('Repairs/customers.csv'), {
    h: [`customers list`, `Repairs/customers.csv: 46 customers. Last added: Bondarenko — Seiko 5 — 12.04 — 0501112233.`],
  }),
  n(`legal in ukraine to sell second hand watches without papers?`),
  n(`good watchmaker tools brand. bergeon too pricey`),
  n(`write short google maps description for shop. watch repair, lviv center, 20 years`),
  t(`passport scan where`, 'search_files', { path: OL, pattern: pat('passport') }, { also: ['list_directory', 'get_file_info', 'directory_tree'] }),
  n(`Як англійською "заводна головка"?`, { l: 'uk' }),
  n(`book me train lviv-kyiv friday morning`),
  t(`forget Ihor`, 'delete_entities', { entityNames: [['Ihor'], ['Ігор']] }),
];

// ---------------------------------------------------------------------------
// Fatima Zahra Benali, sign painter and Arabic calligrapher in Casablanca. Polite English with
// French turns of phrase; sometimes French or Arabic.
// Home /home/fatima
//   Commandes/commande-cafe-atlas.txt
//   Commandes/commande-boulangerie-amal.txt
//   Commandes/devis/devis-hammam-nour.txt
//   Commandes/devis/devis-riad-yasmine.txt
//   Calligraphie/exercices-thuluth.txt
//   Calligraphie/expo-2024/artist-statement.txt
//   Calligraphie/expo-2024/pieces.csv
//   Calligraphie/expo-2024/poster.png
//   Calligraphie/expo-2025/
//   Admin/cnss-declaration-q1.pdf
//   Admin/releve-banque-fevrier.pdf
//   Admin/factures-2024.csv
//   Famille/menu-ramadan.txt
//   Famille/anniversaire-ilyas.txt
//   stock-peintures.txt
const FA = ['/home/fatima', '.'];
const fa = at('/home/fatima');
const h = [
  t(`Hello, can you show me the order of Café Atlas please?`, 'read_text_file', { path: fa('Commandes/commande-cafe-atlas.txt') }),
  t(`Montre-moi le devis pour le hammam Nour, s'il te plaît.`, 'read_text_file', { path: fa('Commandes/devis/devis-hammam-nour.txt') }, { l: 'fr' }),
  t(`أرني ملف الفواتير لسنة 2024`, 'read_text_file', { path: fa('Admin/factures-2024.csv') }, { l: 'ar' }),
  append(`Please add to my paints stock: 2 litres of gold enamel, 1 litre of black.`, fa('stock-peintures.txt')),
  n(`What is the difference between thuluth and naskh, in a few words?`),
  n(`I must paint a shop sign in Arabic and in French. Which one goes on top, traditionally?`),
  t(`Please remember that the client of Riad Yasmine wants the sign in zellige colours, green and ochre.`, 'create_entities',
    { entities: [[{ name: 'Riad Yasmine', entityType: 'client', observations: ['wants the sign in zellige colours, green and ochre'] }]] }, { also: ['add_observations'] }),
  t(`Show me the poster of the exhibition.`, 'read_media_file', { path: fa('Calligraphie/expo-2024/poster.png') }),
  n(`Write for me a short artist statement in English, about 80 words, about light and letters.`),
  t(`Très bien. Replace my artist statement file with this one.`, 'write_file', { path: fa('Calligraphie/expo-2024/artist-statement.txt') }, {
    also: ['edit_file'],
    h: [`Write for me a short artist statement in English, about 80 words, about light and letters.`, `"In my work, letters are vessels for light. I paint Arabic script as it falls across the walls of Casablanca at dusk..." (about 80 words)`],
  }),
  t(`ما هي القطع الموجودة في المعرض؟`, 'read_text_file', { path: fa('Calligraphie/expo-2024/pieces.csv') }, { l: 'ar' }),
  n(`كيف أحضّر الحبر التقليدي للخط العربي في البيت؟`, { l: 'ar' }),
  n(`How much should I charge per square metre for a painted sign, more or less?`),
  n(`Can you send the quote to the hammam by WhatsApp?`),
  t(`I want a new quote file for a pharmacy sign: Pharmacie Al Amal, 2 by 0.6 metres, 3500 dirhams.`, 'write_file',
    { path: either(fa('Commandes/devis/devis-pharmacie-al-amal.txt'), fa('Commandes/devis/devis-pharmacie-alamal.txt'), fa('Commandes/devis/devis-pharmacie.txt')) }),
  n(`3500 dirhams plus 20% TVA, how much it makes?`),
  t(`Où est mon relevé de banque de février ?`, 'search_files', { path: FA, pattern: pat('releve', 'fevrier', 'banque') },
    { l: 'fr', also: ['list_directory', 'get_file_info', 'directory_tree'] }),
  t(`Quand ai-je modifié la déclaration CNSS pour la dernière fois ?`, 'get_file_info', { path: fa('Admin/cnss-declaration-q1.pdf') }, { l: 'fr' }),
  n(`Thank you very much, you are very kind.`),
  t(`Please read me my Ramadan menu.`, 'read_text_file', { path: fa('Famille/menu-ramadan.txt') }),
  append(`Add for day 10: rfissa.`, fa('Famille/menu-ramadan.txt'), {
    h: [`Please read me my Ramadan menu.`, `Famille/menu-ramadan.txt: Day 1 — harira, dates, chebakia. Day 2 — chicken tagine with olives. ... Day 9 — pastilla. Day 10 — (empty).`],
  }),
  n(`Give me an idea of gift for my nephew, he turns 7 and he likes dinosaurs.`),
  t(`Open the file about the birthday of Ilyas.`, 'read_text_file', { path: fa('Famille/anniversaire-ilyas.txt') }),
  n(`What size must the letters be to read them from 30 metres?`),
  t(`Move the thuluth exercises into expo-2025, I will show them there.`, 'move_file',
    { source: fa('Calligraphie/exercices-thuluth.txt'), destination: fa('Calligraphie/expo-2025/exercices-thuluth.txt') }),
  n(`How do I protect a painted sign outside from the sun of Casablanca?`),
  t(`What did I tell you about Riad Yasmine?`, 'search_nodes', { query: ['Riad Yasmine', 'Yasmine', 'riad yasmine'] }),
  n(`Peux-tu m'aider à écrire un message poli pour relancer un client qui ne paie pas ?`, { l: 'fr' }),
  t(`Search my files for anything called "boulangerie".`, 'search_files', { path: FA, pattern: pat('boulangerie') }),
  n(`Is it better a brush or a qalam for the big letters on walls?`),
  n(`Which paper is best to practise calligraphy with ink, without it bleeding?`),
  n(`Can you print the poster in A2 format?`),
  m(`They changed their mind, now it is blue and white.`, [
    ['delete_observations', { deletions: [[{ entityName: 'Riad Yasmine', observations: ['wants the sign in zellige colours, green and ochre'] }]] }],
    ['add_observations', { observations: [[{ entityName: 'Riad Yasmine', contents: ['wants the sign in blue and white'] }]] }],
  ], { also: ['add_observations'], h: [`What did I tell you about Riad Yasmine?`, `You told me the client of Riad Yasmine wants the sign in zellige colours, green and ochre.`] }),
  n(`What does "بسم الله الرحمن الرحيم" mean exactly, word by word?`),
  n(`Good night, see you tomorrow.`),
];

// ---------------------------------------------------------------------------
// Dwayne Campbell, barber with his own shop in Kingston. Short, patois spelling, no capitals.
// Home /home/dwayne
//   Shop/bookings.txt
//   Shop/prices.txt
//   Shop/supplies-order.txt
//   Shop/staff/marlon-hours.txt
//   Shop/staff/keisha-hours.txt
//   Money/rent-receipts/jan-2024.pdf
//   Money/rent-receipts/feb-2024.pdf
//   Money/rent-receipts/mar-2024.pdf
//   Money/savings-plan.txt
//   Money/loan-payments.csv
//   Music/shop-playlist.txt
//   Music/sound-system-quote.pdf
//   Personal/zuri-dentist.txt
//   Personal/gym-log.txt
//   ideas.txt
const DW = ['/home/dwayne', '.'];
const dw = at('/home/dwayne');
const i = [
  t(`yo wah mi bookings look like`, 'read_text_file', { path: dw('Shop/bookings.txt') }),
  append(`put down 3pm sat fi jermaine, fade n beard`, dw('Shop/bookings.txt')),
  n(`how fi tell marlon him late too much widout him vex`),
  m(`show mi marlon an keisha hours both`, [
    ['read_text_file', { path: dw('Shop/staff/marlon-hours.txt') }],
    ['read_text_file', { path: dw('Shop/staff/keisha-hours.txt') }],
  ], { also: ['read_multiple_files'] }),
  n(`how much fi pay marlon if him do 32 hrs at 650 a hour`),
  n(`best clippers fi skin fade under 20k jmd`),
  t(`price list`, 'read_text_file', { path: dw('Shop/prices.txt') }),
  t(`kids cut go up to 1200 now`, 'edit_file', { path: dw('Shop/prices.txt') }, {
    also: ['write_file'],
    h: [`price list`, `Shop/prices.txt: Cut 1500, Fade 2000, Beard 800, Kids cut 1000, Design +500.`],
  }),
  t(`remember seh mi landlord name Mr Chin an rent due di 1st`, 'create_entities',
    { entities: [[{ name: 'Mr Chin', entityType: 'person', observations: ['landlord', 'rent due on the 1st'] }]] }, { also: ['add_observations'] }),
  t(`wah mi did tell yuh bout di landlord`, 'search_nodes', { query: ['landlord', 'Chin', 'Mr Chin'] }),
  n(`call mr chin tell him rent a come tuesday`),
  t(`where di march rent receipt deh`, 'search_files', { path: DW, pattern: pat('mar', 'march') },
    { also: ['list_directory', 'get_file_info', 'directory_tree'] }),
  t(`aight how much space it tek up`, 'get_file_info', { path: dw('Money/rent-receipts/mar-2024.pdf') },
    { h: [`where di march rent receipt deh`, `It's at Money/rent-receipts/mar-2024.pdf.`] }),
  n(`write a flyer fi fathers day special, cut + beard 2500`),
  t(`wah inna di music folder`, 'list_directory', { path: dw('Music') }),
  append(`add "Chronixx - Skankin Sweet" to di shop playlist`, dw('Music/shop-playlist.txt')),
  n(`how fi keep razor bumps down fi customers wid curly hair`),
  t(`savings plan`, 'read_text_file', { path: dw('Money/savings-plan.txt') }),
  n(`mi reach by december or nah`, {
    h: [`savings plan`, `Money/savings-plan.txt: Goal 1,200,000 JMD for a second chair and sink by December. Saved so far 430,000. Putting away 70,000 a month.`],
  }),
  t(`when zuri dentist appointment`, 'read_text_file', { path: dw('Personal/zuri-dentist.txt') }),
  n(`mi daughter fraid a di dentist bad, how fi help her`),
  t(`mek a folder fi april receipts`, 'create_directory',
    { path: either(dw('Money/rent-receipts/april'), dw('Money/rent-receipts/apr-2024'), dw('Money/april-receipts'), dw('Money/april')) }),
  n(`wah 1500 plus 2000 plus 800`),
  n(`big up yuhself`),
  n(`wah fi eat after gym fi put on size`),
  append(`gym log: bench 90kg 5x5, deadlift 140 3x5`, dw('Personal/gym-log.txt')),
  n(`creatine safe fi tek every day?`),
  n(`how much a decent sound system fi small shop cost`),
  n(`help mi answer a bad google review, man seh him wait too long`),
  t(`mi ideas file`, 'read_text_file', { path: dw('ideas.txt') }),
  n(`di first one, how mi fi set it up`, {
    h: [`mi ideas file`, `ideas.txt: 1. Loyalty card — 10th cut free. 2. Kids' Saturday special. 3. Sell hair products at the counter.`],
  }),
  t(`forget bout mr chin, mi move shop`, 'delete_entities', { entityNames: [['Mr Chin'], ['Chin']] }),
  n(`wah time barbers usually open inna kingston`),
  t(`search fi anyting wid loan inna di name`, 'search_files', { path: DW, pattern: pat('loan') }),
  n(`book mi a flight to miami fi di barber expo`),
];

// ---------------------------------------------------------------------------
// Margit Szabó, retired post office clerk and choir singer in Pécs. Formal, long, courteous; sometimes Hungarian.
// Home /home/margit
//   Korus/probak-2024.txt
//   Korus/tagok-telefonszamai.txt
//   Korus/kotta/ave-verum.pdf
//   Korus/kotta/kodaly-esti-dal.pdf
//   Egeszseg/vernyomas-naplo.csv
//   Egeszseg/gyogyszerek.txt
//   Egeszseg/orvosi-level-marcius.pdf
//   Unokak/szuletesnapok.txt
//   Unokak/fotok/bence-ballagas.jpg
//   Haztartas/rezsi-2024.csv
//   Haztartas/gazszamla-marcius.pdf
//   receptek/retes.txt
//   receptek/gulyas.txt
//   levelek/onkormanyzat-level-piszkozat.txt
const MA = ['/home/margit', '.'];
const ma = at('/home/margit');
const j = [
  t(`Dear assistant, would you be so kind as to show me our choir's rehearsal schedule for this year?`, 'read_text_file', { path: ma('Korus/probak-2024.txt') }),
  t(`Kérem, mutassa meg a vérnyomásnaplómat.`, 'read_text_file', { path: ma('Egeszseg/vernyomas-naplo.csv') }, { l: 'hu' }),
  append(`Please record my blood pressure for this morning: 138 over 84, pulse 72.`, ma('Egeszseg/vernyomas-naplo.csv')),
  n(`Is 138 over 84 considered high for a woman of sixty-eight? I do not wish to alarm myself unnecessarily.`),
  t(`Which medicines am I taking at present? I keep a list of them somewhere on the computer.`, 'read_text_file',
    { path: ma('Egeszseg/gyogyszerek.txt') }, { also: ['read_multiple_files', 'search_files'] }),
  n(`Could you ring my doctor's surgery and ask whether my results have arrived?`),
  t(`When are the grandchildren's birthdays? I have written them down.`, 'read_text_file', { path: ma('Unokak/szuletesnapok.txt') }),
  n(`How old will Bence be this year, if he was born in 2006?`, {
    h: [`When are the grandchildren's birthdays? I have written them down.`, `Unokak/szuletesnapok.txt: Bence — 3 May, Lili — 19 August, Marci — 2 December.`],
  }),
  t(`I should very much like to see the photograph from Bence's graduation.`, 'read_media_file', { path: ma('Unokak/fotok/bence-ballagas.jpg') }),
  n(`Please help me compose a warm birthday greeting for my grandson, who is finishing school this year.`),
  t(`Kérem, jegyezze meg, hogy az új karnagyunk Kovács Ildikó.`, 'create_entities',
    { entities: [[{ name: 'Kovács Ildikó', entityType: 'person', observations: ['new choir conductor'] }]] }, { l: 'hu', also: ['add_observations'] }),
  t(`Who is our new choir conductor? I told you once, but it has slipped my mind.`, 'search_nodes',
    { query: ['conductor', 'choir conductor', 'karnagy', 'choir', 'Ildikó'] }),
  t(`Please open the draft letter to the council which I began last week.`, 'read_text_file', { path: ma('levelek/onkormanyzat-level-piszkozat.txt') }),
  n(`Could you make it a little firmer, but still polite?`, {
    h: [`Please open the draft letter to the council which I began last week.`, `levelek/onkormanyzat-level-piszkozat.txt: "Tisztelt Önkormányzat! Szeretném jelezni, hogy a Király utcai járda a 12-es szám előtt hónapok óta töredezett..."`],
  }),
  n(`How does one properly address a letter to the mayor in Hungarian?`),
  t(`What were my gas bills this year? I keep them in a table.`, 'read_text_file', { path: ma('Haztartas/rezsi-2024.csv') }),
  n(`If the gas was 18 400 forints in January and 15 200 in March, what is the difference?`),
  append(`Please add April's electricity bill to my household table: 9 870 forints.`, ma('Haztartas/rezsi-2024.csv')),
  t(`Mutassa meg a rétes receptjét, legyen szíves.`, 'read_text_file', { path: ma('receptek/retes.txt') }, { l: 'hu' }),
  n(`May I use frozen sour cherries for rétes, or will the pastry become soggy?`),
  n(`Is it wise to sing with the choir when one has a cold, or ought I to stay at home?`),
  n(`What does "Ave verum corpus" mean, in plain words?`),
  t(`Please write a new file in the recipes folder called pogacsa.txt, with my pogácsa recipe: 500 g flour, 250 g butter, 2 dl sour cream, 1 egg, salt, 20 g yeast.`, 'write_file',
    { path: ma('receptek/pogacsa.txt') }),
  n(`Thank you, my dear, you are a great help to an old woman.`),
  t(`Mikor kaptam az orvosi levelet? Úgy értem, mikor mentettem el a gépre?`, 'get_file_info', { path: ma('Egeszseg/orvosi-level-marcius.pdf') }, { l: 'hu' }),
  n(`Could you order my tablets from the chemist for me?`),
  t(`Please make a new folder for Lili's photographs, inside the photographs of the grandchildren.`, 'create_directory',
    { path: either(ma('Unokak/fotok/lili'), ma('Unokak/fotok/Lili'), ma('Unokak/fotok/lili-fotok')) }),
  t(`Please find anything with the word "gulyás" in its name; I may have written it without the accent.`, 'search_files', { path: MA, pattern: pat('gulyas', 'gulyás') }),
  n(`Which Kodály pieces would suit a small amateur women's choir?`),
  n(`What would be a fitting gift for a choir conductor retiring after twenty-five years?`),
  m(`I am sorry, it is Wednesday, not Tuesday.`, [
    ['delete_observations', { deletions: [[{ entityName: 'choir', observations: ['rehearsals on Tuesdays at 18:00'] }]] }],
    ['add_observations', { observations: [[{ entityName: 'choir', contents: ['rehearsals on Wednesdays at 18:00'] }]] }],
  ], { also: ['add_observations'], h: [`Please remember that the choir rehearses on Tuesdays at six o'clock.`, `I have noted it: choir rehearsals on Tuesdays at 18:00.`] }),
  n(`How can I make the writing on my screen bigger? My eyes are not what they were.`),
  t(`Who is on the choir's telephone list, and what is Erzsébet's number?`, 'read_text_file', { path: ma('Korus/tagok-telefonszamai.txt') }),
  n(`Miért fáj a térdem, amikor lépcsőzöm? Mit tehetnék ellene?`, { l: 'hu' }),
  n(`Could you remind me tomorrow at nine o'clock to take my tablets?`),
];

const cases = [...a, ...b, ...c, ...d, ...e, ...f, ...g, ...h, ...i, ...j];
const WORDED_WRITES = new Set(['create_entities', 'add_observations', 'create_relations', 'delete_observations']);
export default cases.map((c) => ({ ...c, calls: c.calls.map((call) => (WORDED_WRITES.has(call.name) ? { ...call, arguments: {} } : call)) }));
