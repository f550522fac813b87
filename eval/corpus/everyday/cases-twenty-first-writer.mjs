/**
 * Everyday requests, twenty-first list: ten people, 35 requests each, written as
 * each person would type them over a few weeks, then given the call that would serve them.
 */
import { t, m, open, n } from './case-helpers.mjs';
import { at, both, pat, read, look, list, info, readAll, append, find, remember, addFact, recall, correct, whatYouKnow, write, move } from './case-shorthands.mjs';

const mkdir = (q, path, x = {}) => t(q, 'create_directory', { path }, x);
// A file put into a folder that may not be there yet: make the folder, then move.
const file = (q, folder, source, destination, x = {}) =>
  m(q, [['create_directory', { path: folder }], ['move_file', { source, destination }]], { also: ['list_directory'], ...x });

// ---------------------------------------------------------------------------
// Tomás Quispe Mamani, 61, alpaca herder above Lake Titicaca near Puno, Peru, and treasurer of a
// women's weaving cooperative. His daughter set up the laptop; he practises English on it, slowly,
// Spanish word order, and falls back to Spanish (once Quechua) when tired.
// Home /home/tomas
//   cooperativa/members.csv
//   cooperativa/sales-2026.csv
//   cooperativa/dues-paid.txt
//   cooperativa/meeting-notes-october.txt
//   cooperativa/buyers/textiles-andinos-lima.txt
//   cooperativa/buyers/fairtrade-order-oregon.txt
//   alpacas/herd-list.txt
//   alpacas/shearing-2026.txt
//   alpacas/vet-visits.txt
//   alpacas/photos/cria-nevada.jpg
//   family/rosa-address-lima.txt
//   english-practice.txt
const TQ = ['/home/tomas', '.'];
const tq = at('/home/tomas');
const tomas = [
  read(`open the herd list please`, tq('alpacas/herd-list.txt')),
  n(`how much fiber gives one adult alpaca in one shearing, more or less`),
  append(`write in shearing file: today 14 animals sheared, 38 kilos fleece`, tq('alpacas/shearing-2026.txt')),
  n(`is better sell the fleece raw or washed to the buyers in Lima?`),
  read(`¿qué dice el pedido de Oregon? léemelo por favor`, tq('cooperativa/buyers/fairtrade-order-oregon.txt'), { l: 'es' }),
  n(`how many ponchos is that and when they want it`, {
    h: [`¿qué dice el pedido de Oregon? léemelo por favor`, `El pedido de Oregon (fairtrade-order-oregon.txt): 40 ponchos en colores naturales, 120 chalinas de baby alpaca, 25 mantas; entrega hasta el 15 de marzo; pagan 50% por adelantado y 50% al recibir.`],
  }),
  n(`help me write to the buyer in Oregon that we can do the 40 ponchos but scarves only 100, the baby alpaca wool is not enough`, {
    h: [`how many ponchos is that and when they want it`, `They ask for 40 ponchos in natural colours, and also 120 baby alpaca scarves and 25 blankets, all by 15 March.`],
  }),
  remember(`remember: the buyer in Oregon is Ms Karen Whitfield, she answer emails only on tuesdays`, 'Karen Whitfield', 'person',
    ['buyer in Oregon', 'fair trade order', 'answers emails only on Tuesdays']),
  list(`what is in the cooperativa folder`, tq('cooperativa')),
  n(`what means "advance payment" exactly, is the same as deposit?`),
  append(`Señora Justina Condori paid her dues today, 20 soles, put it`, tq('cooperativa/dues-paid.txt')),
  read(`read me the notes of the meeting of october`, tq('cooperativa/meeting-notes-october.txt')),
  n(`make it more short for read it in the assembly, 5 points only`, {
    h: [`read me the notes of the meeting of october`, `meeting-notes-october.txt: 23 members present. Agreed to raise dues from 15 to 20 soles from November. Oregon order accepted if wool is enough. New dye plants (chilca, q'olle) to be tried by Justina's group. Complaint about late payments from the Lima buyer. Next assembly first Saturday of December. Tomás to open a savings account at the Caja Arequipa.`],
  }),
  look(`show me the photo of the baby Nevada`, tq('alpacas/photos/cria-nevada.jpg')),
  n(`the cria have diarrhea two days, what I do before the vet comes`),
  append(`put in vet visits: Nevada cria diarrhea, gave suero oral, vet Dr Huamán comes thursday`, tq('alpacas/vet-visits.txt')),
  remember(`Dr Huamán is the vet from Puno, his number is 951 334 210`, 'Dr Huamán', 'person', ['veterinarian in Puno', 'phone 951 334 210']),
  n(`Allillanchu. Imaynallam kachkanki?`, { l: 'qu' }),
  find(`I dont find the address of Rosa in Lima, where I put it`, TQ, ['rosa', 'lima']),
  n(`for send a package Puno to Lima, is cheaper Serpost or the bus company?`),
  file(`make a folder "antiguos" in buyers and put the Lima buyer inside, they dont buy anymore`, tq('cooperativa/buyers/antiguos'),
    tq('cooperativa/buyers/textiles-andinos-lima.txt'), tq('cooperativa/buyers/antiguos/textiles-andinos-lima.txt')),
  recall(`what is the name of the lady from Oregon, I forget`, ['Oregon', 'buyer in Oregon', 'Karen']),
  addFact(`Karen from Oregon say they want also 30 chullos next year`, 'Karen Whitfield', ['wants 30 chullos next year']),
  n(`100 dollars, how many soles more or less?`),
  read(`cuántos socios tenemos, mira la lista`, tq('cooperativa/members.csv'), { l: 'es' }),
  n(`write for me a short invitation for all of them, assembly saturday 6 december 9 in the morning in the community hall`, {
    h: [`cuántos socios tenemos, mira la lista`, `members.csv tiene 27 socias y socios: 22 mujeres y 5 hombres, de Chucuito, Platería y Acora. La última inscrita es Yolanda Mamani, en septiembre.`],
  }),
  correct(`no, the number of Dr Huamán is 951 334 201, not 210`, 'Dr Huamán', 'phone 951 334 210', 'phone 951 334 201'),
  write(`make a new file sales-november.txt in cooperativa: 12 ponchos 1440 soles, 30 chalinas 1050 soles`, tq('cooperativa/sales-november.txt')),
  n(`and together how much is`, {
    h: [`make a new file sales-november.txt in cooperativa: 12 ponchos 1440 soles, 30 chalinas 1050 soles`, `Saved cooperativa/sales-november.txt with two lines: 12 ponchos, 1,440 soles; 30 chalinas, 1,050 soles.`],
  }),
  n(`gracias hijo, eres muy paciente conmigo`, { l: 'es' }),
  append(`put this sentence in my english practice: "The wool is ready to ship."`, tq('english-practice.txt')),
  n(`what is the difference between "ship" and "send"?`),
  n(`the price of alpaca fiber go down this year, why?`),
  n(`my daughter say we should sell on Instagram, is it difficult for an old man like me?`),
  whatYouKnow(`what you remember of the people of my cooperative and the buyers`),
];

// ---------------------------------------------------------------------------
// Kofi Mensah, 34, dispatcher for a haulage firm in Kumasi, Ghana, sending cocoa trucks to the ports.
// Types fast between calls on his phone: short, "pls", Ghanaian English, a little Twi.
// Home /home/kofi
//   dispatch/trucks.csv
//   dispatch/drivers.txt
//   dispatch/trips-november.csv
//   dispatch/fuel-log.csv
//   dispatch/breakdowns.txt
//   dispatch/waybills/wb-2291-takoradi.pdf
//   dispatch/waybills/wb-2292-tema.pdf
//   dispatch/waybills/paid/
//   church/ushering-rota.txt
//   personal/susu-contributions.txt
//   personal/wedding-budget.txt
//   personal/ama/engagement.jpg
//   todo.txt
const KM = ['/home/kofi', '.'];
const km = at('/home/kofi');
const kofi = [
  read(`trips file nov pls`, km('dispatch/trips-november.csv')),
  append(`add trip: GT 4471-21 Kumasi to Takoradi 600 bags cocoa, driver Yaw, left 5am`, km('dispatch/trips-november.csv')),
  n(`loaded truck kumasi to takoradi how many hrs normally`),
  read(`which drivers on leave this wk`, km('dispatch/drivers.txt')),
  remember(`new driver Kwabena Asante started today, class F licence, from Obuasi`, 'Kwabena Asante', 'person', ['driver, started in November', 'class F licence', 'from Obuasi']),
  append(`breakdowns: GR 2210-19 gearbox problem at Bibiani, towed back`, km('dispatch/breakdowns.txt')),
  n(`gearbox grinding from 3rd to 4th, whats the usual cause`),
  n(`police at the Konongo barrier asked my driver for "something small", what should he do next time`),
  n(`Chale, me ho ayɛ mmrɛ nnɛ`, { l: 'tw' }),
  n(`write short msg to drivers: fuel card only at Goil stations from monday, no more cash refunds`),
  n(`make it more firm, some of them dey cheat`, {
    h: [`write short msg to drivers: fuel card only at Goil stations from monday, no more cash refunds`, `"Hello all, from Monday please use the company fuel card at Goil stations only. Cash refunds for fuel will no longer be paid. Thank you for your cooperation. – Kofi, Dispatch"`],
  }),
  read(`fuel log`, km('dispatch/fuel-log.csv')),
  n(`which truck use most diesel per km`, {
    h: [`fuel log`, `fuel-log.csv for November so far: GT 4471-21 2,310 L for 6,900 km; GR 2210-19 1,980 L for 5,100 km; GN 887-20 1,450 L for 4,950 km.`],
  }),
  recall(`kwabena licence class again?`, ['Kwabena', 'Kwabena Asante']),
  n(`how to calculate litres per 100 km`),
  read(`ushering rota this sunday who`, km('church/ushering-rota.txt')),
  append(`susu: paid 200 cedis today to auntie Adwoa`, km('personal/susu-contributions.txt')),
  n(`susu or bank, which one better with this inflation`),
  read(`wedding budget, how much so far`, km('personal/wedding-budget.txt')),
  n(`cut 3000 cedis from it but dont touch the band`, {
    h: [`wedding budget, how much so far`, `wedding-budget.txt: venue 8,000; catering 12,500; band 4,000; kente for two 6,000; drinks 3,500; photographer 2,500. Total 36,500 cedis.`],
  }),
  remember(`Ama's mother is Mrs Comfort Boateng, she wants the knocking ceremony in January`, 'Comfort Boateng', 'person', ["Ama's mother", 'wants the knocking ceremony in January']),
  n(`knocking ceremony, akan side, what do i need to bring`),
  look(`show engagement pic`, km('personal/ama/engagement.jpg')),
  find(`where is the tema waybill`, KM, ['tema', '2292']),
  move(`move wb-2291 to the paid folder, they paid`, km('dispatch/waybills/wb-2291-takoradi.pdf'), km('dispatch/waybills/paid/wb-2291-takoradi.pdf')),
  correct(`kwabena is not from obuasi, its konongo. correct it`, 'Kwabena Asante', 'from Obuasi', 'from Konongo'),
  n(`Meda wo ase paa`, { l: 'tw' }),
  append(`todo: renew roadworthy GN 887-20 before 15th`, km('todo.txt')),
  n(`DVLA roadworthy renewal, what documents dem need`),
  addFact(`kwabena did his first tema run, no issues, on time`, 'Kwabena Asante', ['first Tema run done on time, no issues']),
  n(`how to say "drive carefully" in Twi`),
  n(`port congestion at Tema again, any tips to reduce waiting time for my trucks`),
  mkdir(`create folder december in waybills`, km('dispatch/waybills/december')),
  whatYouKnow(`what u remember about my drivers`),
  n(`ok thx`),
];

// ---------------------------------------------------------------------------
// Marina Petrova, 39, manages an ice rink in Yekaterinburg and coaches young figure skaters.
// Writes English without articles, switches to Russian (Cyrillic) when it is about feelings or home.
// Home /home/marina
//   rink/schedule-winter.txt
//   rink/ice-resurfacer-log.txt
//   rink/staff-shifts.csv
//   rink/incidents-2026.txt
//   rink/incidents-2025.txt
//   rink/price-list.txt
//   coaching/students.csv
//   coaching/programs/alina-short-program.txt
//   coaching/programs/sonya-free-skate.txt
//   coaching/competition-calendar.txt
//   coaching/videos/alina-lutz-nov.mp4
//   personal/dacha-plans.txt
//   personal/timur-school.txt
const MP = ['/home/marina', '.'];
const mp = at('/home/marina');
const marina = [
  read(`Open winter schedule of rink`, mp('rink/schedule-winter.txt')),
  n(`Which ice temperature is best for figure skating and which for hockey?`),
  append(`Write to resurfacer log: blade changed 12 Nov, next sharpening after 80 hours`, mp('rink/ice-resurfacer-log.txt')),
  read(`Покажи короткую программу Алины`, mp('coaching/programs/alina-short-program.txt'), { l: 'ru' }),
  n(`Is this combination allowed in junior short program this season?`, {
    h: [`Покажи короткую программу Алины`, `alina-short-program.txt: double Axel; triple Lutz – triple toe loop; triple flip out of steps; flying camel spin; step sequence; layback spin; change-foot combination spin. Music: Chopin, Nocturne in C-sharp minor, 2:40.`],
  }),
  remember(`Remember: Alina Sokolova parents are Oleg and Svetlana, Oleg pays for lessons, always late with money`, 'Alina Sokolova', 'person',
    ['skater', 'parents Oleg and Svetlana', 'Oleg pays for lessons, always late with money']),
  n(`How to tell parent politely he owes for two months of lessons`),
  n(`Shorter and in Russian, for WhatsApp`, {
    h: [`How to tell parent politely he owes for two months of lessons`, `"Good evening, Oleg. I hope you are well. A small reminder: the payments for Alina's lessons in October and November are still open, 2 × 12,000 rubles. Could you please settle them by the end of next week? Thank you, Marina."`],
  }),
  append(`Add to incidents: 14 Nov girl fell at public session, cut on chin, first aid given, mother informed`, mp('rink/incidents-2026.txt')),
  list(`What files are in coaching folder`, mp('coaching')),
  info(`How big is Alina lutz video, I want send to choreographer`, mp('coaching/videos/alina-lutz-nov.mp4')),
  n(`How to send 2 GB video if Telegram works bad`),
  read(`Competition calendar please`, mp('coaching/competition-calendar.txt')),
  n(`Как успокоить девочку 12 лет перед первым стартом?`, { l: 'ru' }),
  read(`Who is on Saturday night shift`, mp('rink/staff-shifts.csv')),
  write(`Make new price list for New Year holidays, file price-list-holidays.txt: adult 450 rub, child 300, skate rent 250`, mp('rink/price-list-holidays.txt')),
  n(`Is 450 rubles expensive for public skating in Yekaterinburg or normal?`),
  correct(`Mistake: lessons are paid by Svetlana, not Oleg. Oleg paid only once`, 'Alina Sokolova', 'Oleg pays for lessons, always late with money', 'Svetlana pays for lessons'),
  file(`Old free skate of Sonya move to programs/old, we make new one`, mp('coaching/programs/old'),
    mp('coaching/programs/sonya-free-skate.txt'), mp('coaching/programs/old/sonya-free-skate.txt')),
  n(`Suggest music for free skate for 14 year old girl, lyrical but not too sad, 3.5 min`),
  n(`Not classical please, modern film music`, {
    h: [`Suggest music for free skate for 14 year old girl, lyrical but not too sad, 3.5 min`, `Some ideas: Debussy "Clair de lune"; Rachmaninoff "Vocalise"; Tchaikovsky "Sleeping Beauty", Rose Adagio; Saint-Saëns "The Swan"; Massenet "Méditation" from Thaïs.`],
  }),
  remember(`Sonya new choreographer is Dmitry Orlov from Perm, comes in December for 5 days`, 'Dmitry Orlov', 'person', ["Sonya's new choreographer", 'from Perm', 'comes in December for 5 days']),
  read(`Что я писала про дачу, что надо сделать весной?`, mp('personal/dacha-plans.txt'), { l: 'ru' }),
  n(`When to plant potatoes in the Urals, May or June?`),
  append(`Timur school: parents meeting 20 Nov 18:00, bring 500 rub for class fund`, mp('personal/timur-school.txt')),
  find(`Where is file with incident from last year, boy with broken wrist`, MP, ['incident']),
  n(`Спасибо, ты меня спасаешь`, { l: 'ru' }),
  addFact(`Dmitry asked for hotel near rink and no fish in food`, 'Dmitry Orlov', ['wants a hotel near the rink', 'does not eat fish']),
  n(`Translate for ISU form: "тренер высшей категории"`),
  read(`How many students I have now in group B`, mp('coaching/students.csv')),
  n(`My student cries every time she falls on the lutz in training. Push her or give break?`),
  n(`Idea for New Year show on ice with 20 children age 6 to 10`),
  n(`Need roles for 3 older girls also, they are jealous of little ones`, {
    h: [`Idea for New Year show on ice with 20 children age 6 to 10`, `"Snowflakes wake up the forest": the little ones as snowflakes in a group circle, 6–8 year olds as bunnies with a simple jump line, the 9–10 year olds as Ded Moroz's helpers carrying a gift box across the ice; finale all together in a big spiral.`],
  }),
  whatYouKnow(`What you remember about my skaters and parents`),
  n(`Good night, tomorrow ice at 6`),
];

// ---------------------------------------------------------------------------
// Nguyễn Thị Hạnh, 45, owns a phở restaurant in Footscray, Melbourne. Dictates to her phone between
// orders: no punctuation, run-on, Vietnamese when it is easier, calls herself "chị".
// Home /home/hanh
//   restaurant/menu.txt
//   restaurant/suppliers.txt
//   restaurant/staff-roster.txt
//   restaurant/bookings.txt
//   restaurant/food-safety-log.txt
//   restaurant/recipes/pho-bo-broth.txt
//   restaurant/recipes/bun-bo-hue.txt
//   restaurant/invoices/meat-supplier-oct.pdf
//   restaurant/invoices/green-leaf-nov.pdf
//   family/kids-school-calendar.txt
//   family/mum-medications.txt
//   family/tet-2027-plans.txt
//   photos/new-sign.jpg
const HN = ['/home/hanh', '.'];
const hn = at('/home/hanh');
const hanh = [
  read(`open the bookings for this saturday`, hn('restaurant/bookings.txt')),
  append(`add a booking saturday 7pm table for 12 name Tran birthday they want a cake plate`, hn('restaurant/bookings.txt')),
  n(`how much bones do I need for 60 litres of pho broth`),
  read(`read me the pho broth recipe my way`, hn('restaurant/recipes/pho-bo-broth.txt')),
  n(`if I double it for the festival is the simmer time also double`, {
    h: [`read me the pho broth recipe my way`, `pho-bo-broth.txt: 10 kg beef marrow bones, 2 kg oxtail, 3 onions and a hand of ginger charred, 10 star anise, 2 cinnamon sticks, 6 cloves, 3 black cardamom, 150 ml fish sauce, 80 g rock sugar, 40 litres water; simmer 10 hours, skim the first hour.`],
  }),
  append(`food safety log cool room 3 degrees freezer minus 19 checked 8am by Linh`, hn('restaurant/food-safety-log.txt')),
  n(`what is the right temperature for the cool room under the Victoria food rules`),
  read(`who is working sunday`, hn('restaurant/staff-roster.txt')),
  remember(`remember new kitchen hand Bao Nguyen student visa can only work 48 hours a fortnight`, 'Bao Nguyen', 'person', ['kitchen hand', 'student visa, can only work 48 hours a fortnight']),
  n(`what is the sunday penalty rate for a casual in the restaurant award`),
  read(`đọc giùm chị danh sách nhà cung cấp`, hn('restaurant/suppliers.txt'), { l: 'vi' }),
  n(`write a message to the vegetable guy the herbs came wilted two times this week I want a refund`, {
    h: [`đọc giùm chị danh sách nhà cung cấp`, `suppliers.txt: Sunshine Meats (Tony), beef and bones, delivers Tue/Fri; Green Leaf Produce (Mr Le), herbs and vegetables, order by 9pm; Hai Hoa noodles; Fortune Asian Grocery, sauces and dry goods.`],
  }),
  n(`nicer please he is my cousin's husband`, {
    h: [`write a message to the vegetable guy the herbs came wilted two times this week I want a refund`, `"Hi Mr Le, this week the herbs arrived wilted on Tuesday and again on Thursday and we could not use them. Please refund both deliveries of herbs, 86 dollars in total. Thanks, Hạnh."`],
  }),
  list(`what invoices do I have in the folder`, hn('restaurant/invoices')),
  n(`mẹ chị bị cao huyết áp ăn phở nhiều muối có sao không`, { l: 'vi' }),
  read(`what time mum take her tablets again`, hn('family/mum-medications.txt')),
  look(`show me the new sign photo`, hn('photos/new-sign.jpg')),
  n(`is it a good idea to put the prices on the window for the takeaway customers`),
  write(`make a new file specials-winter.txt in restaurant bun bo hue 18 dollars pho dac biet 20 dollars che ba mau 8 dollars`, hn('restaurant/specials-winter.txt')),
  remember(`Mr Le from Green Leaf his phone 0412 556 873 call before 9pm`, 'Mr Le', 'person', ['Green Leaf Produce, herbs and vegetables', 'phone 0412 556 873', 'call before 9pm']),
  n(`how do I say sorry for the wait in Vietnamese that sounds polite for old customers`),
  read(`tet plans what did we decide`, hn('family/tet-2027-plans.txt')),
  n(`when is tet in 2027`),
  n(`Minh needs a costume for the Christmas concert something cheap I can make in one night`),
  find(`where is the bun bo hue recipe I cannot see it`, HN, ['hue', 'bun-bo']),
  correct(`Bao is not student visa anymore he got his PR last week so he can do more hours`, 'Bao Nguyen', 'student visa, can only work 48 hours a fortnight', 'permanent resident, no limit on hours'),
  recall(`what is Mr Le number`, ['Mr Le', 'Green Leaf']),
  n(`cảm ơn em nhiều nha`, { l: 'vi' }),
  n(`my daughter wants to work in the restaurant on weekends she is 14 is that allowed in Victoria`),
  addFact(`Bao can make spring rolls very fast put him on prep on fridays`, 'Bao Nguyen', ['fast at spring rolls', 'on prep on Fridays']),
  n(`give me ideas for an instagram post for the new winter specials`),
  n(`shorter and put emojis`, {
    h: [`give me ideas for an instagram post for the new winter specials`, `"Winter is here and so is our Bún Bò Huế! Spicy lemongrass broth, tender beef shank and pork hock for $18. Or warm up with a Phở Đặc Biệt for $20 and finish with a colourful Chè Ba Màu for $8. Come in to Footscray or order takeaway."`],
  }),
  n(`the dishwasher boy keep breaking bowls how do I talk to him without he quit`),
  whatYouKnow(`what do you know about my staff`),
  n(`ok chị đi nấu đây`, { l: 'vi' }),
];

// ---------------------------------------------------------------------------
// Rajesh Iyer, 68, retired Southern Railway signalling engineer in Chennai, writing his family's
// history. Long, courteous, Indian English ("kindly"), now and then Tamil in its own script.
// Home /home/rajesh
//   family-history/iyer-family-tree.txt
//   family-history/grandfather-letters-1947.txt
//   family-history/interviews/kamala-athai-2026.txt
//   family-history/chapters/chapter-01-kumbakonam.txt
//   family-history/chapters/chapter-02-madras.txt
//   family-history/photos/wedding-1952.jpg
//   pension/pension-slips-2026.txt
//   pension/life-certificate-2025.pdf
//   health/bp-readings.txt
//   health/doctor-appointments.txt
//   railway-memories/signal-cabin-notes.txt
//   temple-committee/accounts-2026.csv
const RI = ['/home/rajesh', '.'];
const ri = at('/home/rajesh');
const rajesh = [
  read(`Good morning. Kindly open the first chapter of my family history, I wish to continue where I stopped yesterday.`, ri('family-history/chapters/chapter-01-kumbakonam.txt')),
  n(`The last paragraph about the agraharam is rather dry. Could you rewrite it so that a grandchild in America would enjoy reading it, without losing any of the facts?`, {
    h: [`Good morning. Kindly open the first chapter of my family history, I wish to continue where I stopped yesterday.`, `chapter-01-kumbakonam.txt ends: "The agraharam had thirty-two houses in two rows facing each other. My grandfather's house was the eleventh on the northern side. The Sarangapani temple was at one end. The Cauvery was a ten-minute walk. Water was drawn from a common well. Kolams were drawn every morning."`],
  }),
  append(`Please record today's BP: 138/86, pulse 74, morning before coffee.`, ri('health/bp-readings.txt')),
  n(`Is 138 over 86 a matter of concern at my age, or acceptable? I am 68 and on amlodipine 5 mg.`),
  read(`What did Kamala athai say about the 1964 cyclone in her interview? I recall she spoke about the Rameswaram train.`, ri('family-history/interviews/kamala-athai-2026.txt')),
  n(`Tell me about the Dhanushkodi cyclone of 1964 and the Pamban train, for my chapter. Facts only please.`),
  remember(`Please remember that Kamala athai is my father's elder sister, born 1938 in Kumbakonam, now living in Mylapore with her son Venkat.`, 'Kamala athai', 'person',
    ["father's elder sister", 'born 1938 in Kumbakonam', 'lives in Mylapore with her son Venkat']),
  open(`Also note that Venkat is her son and therefore my first cousin. He is an auditor in T. Nagar.`, ['create_entities', 'create_relations', 'add_observations']),
  list(`Which chapters have I written so far? Kindly list them.`, ri('family-history/chapters')),
  write(`Start chapter three, a file chapter-03-railway-years.txt in the chapters folder, with the heading "Chapter Three: Thirty-Four Years of Signals".`, ri('family-history/chapters/chapter-03-railway-years.txt')),
  read(`My signal cabin notes please, I want to use them for chapter three.`, ri('railway-memories/signal-cabin-notes.txt')),
  n(`Explain in simple words, for a general reader, how absolute block signalling works on a single line.`),
  n(`Too technical still. My granddaughter is eleven. One paragraph.`, {
    h: [`Explain in simple words, for a general reader, how absolute block signalling works on a single line.`, `The line is divided into block sections between stations. Only one train may be in a section at a time. Before a train enters, the station master asks the next station by block instrument for "line clear"; only when it is given, and a token is issued from the tablet instrument, is the starter signal lowered...`],
  }),
  info(`When was the life certificate last submitted? Kindly check the date of the file.`, ri('pension/life-certificate-2025.pdf')),
  n(`What is the procedure for a railway pensioner to submit the Jeevan Pramaan digital life certificate in November?`),
  look(`Show the 1952 wedding photograph, I want to describe the saris in chapter two.`, ri('family-history/photos/wedding-1952.jpg')),
  n(`அப்பாவின் கல்யாணம் பற்றி ஒரு சின்ன கவிதை எழுதித் தர முடியுமா?`, { l: 'ta' }),
  read(`What was the DA arrear amount in the October pension slip?`, ri('pension/pension-slips-2026.txt')),
  n(`How should I word a thank-you letter from the temple committee for a donation of Rs 5,001? Brief and formal.`),
  t(`I am told you have a sum tool. Kindly use it to add 48,750 and 1,26,300 so that I may verify the temple hall figures.`, 'get-sum', { a: 48750, b: 126300 }),
  recall(`Where does Kamala athai live now? I forget whether it is Mylapore or Mandaveli.`, ['Kamala', 'Kamala athai']),
  correct(`A correction: Kamala athai was born in 1936, not 1938. Venkat confirmed it from her horoscope.`, 'Kamala athai', 'born 1938 in Kumbakonam', 'born 1936 in Kumbakonam'),
  find(`There was a letter from my grandfather written around Independence Day. Where have I kept it?`, RI, ['letter', '1947']),
  n(`வணக்கம். இன்று சென்னையில் மழை வருமா?`, { l: 'ta' }),
  append(`Dr Ramanathan review on 3rd December at 10.30, Apollo Greams Road. Kindly note it in my appointments.`, ri('health/doctor-appointments.txt')),
  n(`What questions should I ask the cardiologist at my review? I tend to forget once I am in the room.`),
  file(`Chapter two is ready. Please move it into a folder called "final" inside chapters; create it if it is not there.`, ri('family-history/chapters/final'),
    ri('family-history/chapters/chapter-02-madras.txt'), ri('family-history/chapters/final/chapter-02-madras.txt')),
  n(`Kindly suggest a title for the whole book. Something dignified, not sentimental.`),
  n(`I like the second one. Can you give a Tamil subtitle also?`, {
    h: [`Kindly suggest a title for the whole book. Something dignified, not sentimental.`, `1. "From Kumbakonam to Madras: An Iyer Family Record" 2. "The Eleventh House" 3. "Signals and Seasons" 4. "Four Generations by the Cauvery"`],
  }),
  readAll(`Open chapters one and two together, I want to check that the years are consistent.`,
    both(ri, 'family-history/chapters/chapter-01-kumbakonam.txt', 'family-history/chapters/final/chapter-02-madras.txt'), {
      h: [`Chapter two is ready. Please move it into a folder called "final" inside chapters; create it if it is not there.`, `Done. I created family-history/chapters/final and moved chapter-02-madras.txt into it.`],
    }),
  n(`நன்றி. நீங்கள் மிகவும் பொறுமையானவர்.`, { l: 'ta' }),
  n(`In a book, is it "Independence Day" or "Independence day"? And should "Madras" become "Chennai" for events before 1996?`),
  n(`Is it proper to mention my uncle's second marriage in the book, or will it offend the family?`),
  n(`My grandson says nobody reads long books now. Should I also make a small booklet of photographs?`),
  whatYouKnow(`What all have you kept in memory about my family? Kindly list it out.`),
];

// ---------------------------------------------------------------------------
// Jean-Guy Tremblay, 50, snow-removal contractor in Saguenay, Québec. Lowercase, typos, joual,
// English from the hockey rink; French when he is mad or when it is for the locals.
// Home /home/jeanguy
//   deneigement/clients-2026-2027.csv
//   deneigement/routes/route-nord.txt
//   deneigement/routes/route-chicoutimi.txt
//   deneigement/equipement/souffleuse-entretien.txt
//   deneigement/equipement/tracteur-john-deere.txt
//   deneigement/factures/facture-0087-boulanger.pdf
//   deneigement/factures/facture-0088-cote.pdf
//   deneigement/plaintes.txt
//   deneigement/employes.txt
//   chasse/permis-orignal-2026.pdf
//   chasse/camp-liste-epicerie.txt
//   perso/hockey-ligue-garage.txt
const JG = ['/home/jeanguy', '.'];
const jg = at('/home/jeanguy');
const jeanguy = [
  read(`ouvre la route nord stp`, jg('deneigement/routes/route-nord.txt'), { l: 'fr' }),
  append(`ajoute un client: mme gagnon 412 rue des érables, entrée double, 650$ payé cash`, jg('deneigement/clients-2026-2027.csv'), { l: 'fr' }),
  n(`how much salt per driveway is too much, client say it kill her grass`),
  append(`put in complaints: boulanger says we hit his mailbox tuesday, i go check tomorow`, jg('deneigement/plaintes.txt')),
  n(`write me a msg to mr boulanger, we fix the mailbox but its the snowbank not the truck, be nice but dont admit fault`),
  n(`shorter he dont read long texts`, {
    h: [`write me a msg to mr boulanger, we fix the mailbox but its the snowbank not the truck, be nice but dont admit fault`, `"Hello Mr Boulanger, thank you for letting us know about your mailbox. We came by to look: the damage comes from the weight of the snowbank pushed up by the storm, not from contact with our tractor. As a good neighbour, we will still straighten and secure it this week at no charge. Have a good day, Jean-Guy Tremblay, Déneigement Tremblay."`],
  }),
  read(`when did i change the shear pins on the souffleuse last`, jg('deneigement/equipement/souffleuse-entretien.txt')),
  append(`add: changed 4 shear pins and auger belt nov 18`, jg('deneigement/equipement/souffleuse-entretien.txt'), {
    h: [`when did i change the shear pins on the souffleuse last`, `souffleuse-entretien.txt: last shear pins 2 February 2026 (2 pins), auger belt original, oil changed 28 October 2026.`],
  }),
  n(`5w30 or 10w30 for a snowblower at -30`),
  remember(`new guy maxime bouchard starts monday on the chicoutimi route, no class 3 permit, only drives the pickup`, 'Maxime Bouchard', 'person',
    ['employee, Chicoutimi route', 'no class 3 permit, only drives the pickup']),
  list(`whats in factures`, jg('deneigement/factures')),
  n(`c koi la difference entre un contrat saisonnier pis au voyage pour les taxes`, { l: 'fr' }),
  read(`whos on call this weekend`, jg('deneigement/employes.txt')),
  n(`storm coming 40 cm, how many hours to do 85 driveways with 2 tractors and 1 pickup`),
  recall(`maxime has what permit again`, ['Maxime', 'Maxime Bouchard']),
  correct(`maxime passed his class 3 yesterday, change it`, 'Maxime Bouchard', 'no class 3 permit, only drives the pickup', 'has his class 3 permit'),
  read(`camp grocery list for the moose hunt`, jg('chasse/camp-liste-epicerie.txt')),
  append(`add 2 caisses de bière, bacon, 3 douzaines d'oeufs`, jg('chasse/camp-liste-epicerie.txt'), {
    h: [`camp grocery list for the moose hunt`, `camp-liste-epicerie.txt: pain (6), beurre d'arachide, café, lait en poudre, patates 20 lb, fèves au lard (8 cannes), steaks haché, oignons, papier de toilette.`],
  }),
  n(`moose season zone 28 when does it open usually`),
  find(`where is my moose permit cant find it`, JG, ['orignal', 'permis']),
  n(`write a facebook post, we still have room for 6 clients in laterrière this winter`),
  n(`en français svp c pour le monde dici`, {
    l: 'fr',
    h: [`write a facebook post, we still have room for 6 clients in laterrière this winter`, `"Snow removal in Laterrière: we still have 6 spots left for this winter! Reliable service since 2009, night and early morning passes, fair prices. Send us a message for a quote. – Déneigement Tremblay"`],
  }),
  write(`new file route-laterriere.txt in routes with: gagnon 412 des érables, côté 18 rang st-isidore, simard 77 du boisé`, jg('deneigement/routes/route-laterriere.txt')),
  move(`rename route-nord.txt to route-nord-old.txt we redo it`, jg('deneigement/routes/route-nord.txt'), jg('deneigement/routes/route-nord-old.txt')),
  n(`my knee hurts after garage league every sunday, ice or heat`),
  n(`can you sharpen skates at home without a machine`),
  remember(`sylvain côté from rang st-isidore always pays in january, dont chase him before`, 'Sylvain Côté', 'person', ['client, rang St-Isidore', 'always pays in January']),
  n(`tabarnak mon tracteur part pas, ça clique juste`, { l: 'fr' }),
  n(`battery is new tho`, {
    h: [`tabarnak mon tracteur part pas, ça clique juste`, `Un clic sans que le démarreur tourne, c'est souvent la batterie faible ou une borne sale ou desserrée. Vérifie d'abord la charge de la batterie (12,4 V ou plus), puis nettoie et resserre les bornes et la masse.`],
  }),
  addFact(`côté also wants the roof cleared if more than 60cm, 150$ extra`, 'Sylvain Côté', ['roof cleared above 60 cm of snow, 150$ extra']),
  mkdir(`make folder 2027-2028 in deneigement for next season stuff`, jg('deneigement/2027-2028')),
  n(`merci mon chum`, { l: 'fr' }),
  n(`city says i cant push snow across the street anymore, what are my options for the corner lots`),
  whatYouKnow(`what do you know about my clients`),
  n(`how much should i charge for a triple driveway with a slope, 650 for a double is my price`),
];

// ---------------------------------------------------------------------------
// Mona Abdelrahman, 33, community pharmacist in Alexandria, Egypt, studying for a clinical
// pharmacy diploma. Precise, polite, full sentences; Arabic in its script for home and greetings.
// Home /home/mona
//   pharmacy/stock-shortages.txt
//   pharmacy/orders/order-week-47.txt
//   pharmacy/patients-chronic.csv
//   pharmacy/fridge-temperature-log.txt
//   pharmacy/expiry-checks.txt
//   pharmacy/interactions-notes.txt
//   study/clinical-pharmacy-diploma/module-3-cardiology.pdf
//   study/clinical-pharmacy-diploma/assignment-2-draft.txt
//   home/recipes-mama/molokhia.txt
//   home/bills-2026.txt
//   home/photos/nour-first-day-school.jpg
const MA = ['/home/mona', '.'];
const ma = at('/home/mona');
const mona = [
  read(`Please open the shortages list, I need to know what is still missing.`, ma('pharmacy/stock-shortages.txt')),
  append(`Add to shortages: Augmentin 1 g tablets, the supplier says two weeks.`, ma('pharmacy/stock-shortages.txt')),
  n(`What is a reasonable alternative to amoxicillin-clavulanate 1 g for an adult with sinusitis who is not allergic to penicillin?`),
  append(`Fridge temperature this morning 5.2 °C at 9:10, checked by Mona.`, ma('pharmacy/fridge-temperature-log.txt')),
  read(`What did I write about clarithromycin and statins?`, ma('pharmacy/interactions-notes.txt')),
  n(`So which statin is safest with it?`, {
    h: [`What did I write about clarithromycin and statins?`, `interactions-notes.txt: "Clarithromycin + simvastatin or lovastatin: contraindicated, risk of rhabdomyolysis. Atorvastatin: keep to 20 mg or hold during the course. Ask about muscle pain."`],
  }),
  remember(`Please remember: Hagg Mahmoud Fathy, type 2 diabetic, takes Glucophage 1000 twice daily and Amaryl 2 mg, comes every first of the month.`, 'Mahmoud Fathy', 'person',
    ['type 2 diabetic', 'takes Glucophage 1000 twice daily and Amaryl 2 mg', 'comes every first of the month']),
  n(`ما هي أعراض هبوط السكر عند كبار السن؟`, { l: 'ar' }),
  read(`Read me this week's order before I send it.`, ma('pharmacy/orders/order-week-47.txt')),
  append(`Add 10 boxes of Concor 5 and 6 Lantus pens.`, ma('pharmacy/orders/order-week-47.txt'), {
    h: [`Read me this week's order before I send it.`, `order-week-47.txt: Panadol Extra 40 boxes; Augmentin 625 20 boxes; Glucophage 1000 30 boxes; Ventolin inhaler 15; Otrivin adult 12; Brufen 400 25 boxes.`],
  }),
  list(`What's in the diploma folder?`, ma('study/clinical-pharmacy-diploma')),
  read(`Open my assignment draft.`, ma('study/clinical-pharmacy-diploma/assignment-2-draft.txt')),
  n(`Rewrite the introduction more academically, and keep the references as they are.`, {
    h: [`Open my assignment draft.`, `assignment-2-draft.txt, introduction: "Heart failure is a big problem in Egypt and many patients come to the pharmacy with many medicines. Pharmacists can help them to take the medicines correctly (Ahmed et al., 2021). In this assignment I will talk about the role of the community pharmacist in HFrEF (McDonagh et al., 2021)."`],
  }),
  n(`What is the best way to memorise drug classes for the cardiology exam? I have three weeks.`),
  n(`Explain the difference between HFrEF and HFpEF treatment in short points for my exam.`),
  read(`وصفة ملوخية ماما، افتحيها من فضلك`, ma('home/recipes-mama/molokhia.txt'), { l: 'ar' }),
  n(`Can I freeze molokhia after it is cooked in the broth?`),
  correct(`Hagg Mahmoud's dose changed: he is on Amaryl 3 mg now, not 2. Dr Sherif changed it.`, 'Mahmoud Fathy',
    'takes Glucophage 1000 twice daily and Amaryl 2 mg', 'takes Glucophage 1000 twice daily and Amaryl 3 mg'),
  n(`Nour refuses breakfast before school. Any ideas that take five minutes?`),
  look(`Show me Nour's first-day photo, I want to print it for her grandmother.`, ma('home/photos/nour-first-day-school.jpg')),
  write(`Create expiry-checks-december.txt in the pharmacy folder with the heading "Expiry check December – shelves A to F".`, ma('pharmacy/expiry-checks-december.txt')),
  find(`Where did I save the list of chronic patients? I can't remember the file name.`, MA, ['chronic', 'patients']),
  recall(`What does Hagg Mahmoud take now?`, ['Mahmoud', 'Mahmoud Fathy']),
  n(`Write a polite sign for the pharmacy door: we do not dispense antibiotics without a prescription. Arabic and English.`),
  n(`Make the Arabic less formal, Egyptian. People don't read fusha on a door.`, {
    h: [`Write a polite sign for the pharmacy door: we do not dispense antibiotics without a prescription. Arabic and English.`, `"عزيزي العميل، نعتذر عن صرف المضادات الحيوية دون وصفة طبية حفاظاً على صحتكم." / "Dear customer, we regret that antibiotics cannot be dispensed without a prescription, for your safety."`],
  }),
  remember(`Dr Sherif Nabil is the diabetologist in Smouha who sends us many patients.`, 'Dr Sherif Nabil', 'person', ['diabetologist in Smouha', 'sends many patients to the pharmacy']),
  open(`Link Hagg Mahmoud to Dr Sherif, he is his patient.`, ['create_relations', 'add_observations']),
  n(`شكراً جزيلاً، يومك سعيد`, { l: 'ar' }),
  file(`Make a folder "archive" inside orders and move the week 47 order into it, it has been sent.`, ma('pharmacy/orders/archive'),
    ma('pharmacy/orders/order-week-47.txt'), ma('pharmacy/orders/archive/order-week-47.txt')),
  n(`Is a pharmacist in Egypt allowed to give vaccine injections inside the pharmacy?`),
  addFact(`Hagg Mahmoud's son Ahmed picks up his medicine now, his knee is bad.`, 'Mahmoud Fathy', ['his son Ahmed picks up the medicine', 'bad knee']),
  n(`Dose check: child 18 kg, paracetamol 15 mg/kg, syrup 120 mg per 5 ml. How many ml?`),
  n(`A mother asks if she can give the syrup and ibuprofen together or alternate. What should I tell her?`),
  whatYouKnow(`What do you have saved about my patients?`),
  n(`Good night, thank you for today.`),
];

// ---------------------------------------------------------------------------
// Guðrún Jónsdóttir, 71, runs a six-room guesthouse in Húsavík, Iceland, and knits. Careful,
// complete, old-fashioned English learned from books; Icelandic when she talks to herself.
// Home /home/gudrun
//   guesthouse/bookings-2027.csv
//   guesthouse/rooms.txt
//   guesthouse/breakfast-menu.txt
//   guesthouse/cleaning-rota.txt
//   guesthouse/guest-reviews.txt
//   guesthouse/house-rules.txt
//   guesthouse/maintenance.txt
//   knitting/patterns/lopapeysa-ari.txt
//   knitting/wool-stock.txt
//   family/grandchildren-birthdays.txt
//   family/photos/aurora-from-kitchen.jpg
//   letters/to-sigga-winnipeg.txt
const GJ = ['/home/gudrun', '.'];
const gj = at('/home/gudrun');
const gudrun = [
  read(`Good evening. Could you show me the bookings for next summer, please?`, gj('guesthouse/bookings-2027.csv')),
  n(`Which week in July has still rooms free, then?`, {
    h: [`Good evening. Could you show me the bookings for next summer, please?`, `bookings-2027.csv, July: rooms 1–6 full 1–11 July (tour group from Lyon); rooms 2, 4 and 5 booked 12–18 July; rooms 1, 3 and 6 free 12–18 July; all rooms booked 19–31 July.`],
  }),
  append(`Please add a booking: Mr and Mrs Schneider from Bern, room 3, 12 to 15 July, they come by car from Akureyri.`, gj('guesthouse/bookings-2027.csv')),
  remember(`Please remember that the Schneiders came also in 2024, and Mr Schneider cannot climb stairs well.`, 'Mr and Mrs Schneider', 'person',
    ['guests from Bern, stayed in 2024', 'Mr Schneider cannot climb stairs well']),
  n(`Room 3 is upstairs. Room 1 is on the ground floor but faces the road. What would you do?`),
  read(`What is on the breakfast menu now? I want to change it for winter.`, gj('guesthouse/breakfast-menu.txt')),
  n(`Suggest two warm dishes I can make for eight people before seven in the morning.`, {
    h: [`What is on the breakfast menu now? I want to change it for winter.`, `breakfast-menu.txt: skyr with berries, rye bread (rúgbrauð) with butter and smoked trout, boiled eggs, cheese, cucumber and tomato, muesli, coffee, tea, orange juice.`],
  }),
  append(`The radiator in room 4 is knocking again. Please note it for Siggi.`, gj('guesthouse/maintenance.txt')),
  remember(`Siggi, Sigurður Helgason, is the plumber I use. He lives on Garðarsbraut.`, 'Sigurður Helgason', 'person', ['called Siggi', 'plumber', 'lives on Garðarsbraut']),
  n(`Why does a radiator knock, and is it dangerous?`),
  read(`Would you read me the newest guest reviews?`, gj('guesthouse/guest-reviews.txt')),
  n(`Help me answer the German gentleman, kindly but firmly.`, {
    h: [`Would you read me the newest guest reviews?`, `guest-reviews.txt, latest: "Wonderful views of the bay, very clean, Guðrún is a lovely host." (Anna, UK, 5/5); "Breakfast only from 8 o'clock is too late for people who go whale watching at 8:30. Otherwise fine." (Klaus, Germany, 3/5).`],
  }),
  read(`How many stitches did I cast on for the body of Ari's lopapeysa?`, gj('knitting/patterns/lopapeysa-ari.txt')),
  n(`Hvað þarf ég marga hnykla af Léttlopa í peysu á tíu ára strák?`, { l: 'is' }),
  read(`And how many do I have in the house? The wool list, please.`, gj('knitting/wool-stock.txt')),
  look(`Show me the photograph of the northern lights from my kitchen window.`, gj('family/photos/aurora-from-kitchen.jpg')),
  n(`What should I set on my telephone camera for the northern lights? It comes out green soup.`),
  read(`Please read me the letter I began to my sister Sigga in Winnipeg.`, gj('letters/to-sigga-winnipeg.txt')),
  append(`Add a paragraph that the whales came very close to the harbour this October and that Jón has a new boat.`, gj('letters/to-sigga-winnipeg.txt'), {
    h: [`Please read me the letter I began to my sister Sigga in Winnipeg.`, `to-sigga-winnipeg.txt: "Dear Sigga, the first snow came on 2 October and the guesthouse is quiet now. Ari has started in the fifth class and plays handball. I am knitting him a lopapeysa in the old colours..."`],
  }),
  n(`Geturðu þýtt þetta á ensku fyrir mig: "Við höfum lokað yfir jólin"?`, { l: 'is' }),
  read(`When is little Ari's birthday? I must send the parcel in time.`, gj('family/grandchildren-birthdays.txt')),
  n(`How long does a parcel take from Iceland to Copenhagen before Christmas?`),
  write(`Please write new house rules for the winter, a file house-rules-winter.txt: quiet after 22, boots off in the hall, no drying clothes on the radiators, breakfast 8 to 10.`, gj('guesthouse/house-rules-winter.txt')),
  correct(`I told you wrong: Siggi lives on Ketilsbraut, not Garðarsbraut.`, 'Sigurður Helgason', 'lives on Garðarsbraut', 'lives on Ketilsbraut'),
  list(`What is in the guesthouse folder? I am not sure I have everything.`, gj('guesthouse')),
  n(`The girl who cleans for me wants to be paid in cash. Is that allowed for a small guesthouse?`),
  n(`Takk fyrir, elskan.`, { l: 'is' }),
  recall(`Who was the plumber I told you about? I have forgotten his name again.`, ['plumber', 'Siggi']),
  n(`What can you keep in your memory for me, and can other people see it?`),
  file(`Please move the summer house rules into a folder "old". I will not need them until May.`, gj('guesthouse/old'),
    gj('guesthouse/house-rules.txt'), gj('guesthouse/old/house-rules.txt')),
  addFact(`The Schneiders asked for gluten-free bread at breakfast.`, 'Mr and Mrs Schneider', ['want gluten-free bread at breakfast']),
  n(`The boat men say the whale season is getting shorter. Is that true?`),
  n(`A guest asked me what "Húsavík" means. I know, but how do I say it nicely in English?`),
  whatYouKnow(`What have you kept about my guests and the people who help me?`),
  n(`Good night, dear.`),
];

// ---------------------------------------------------------------------------
// Luana Costa, 24, motorbike courier in São Paulo who DJs funk and 2000s pop at weekends.
// Talks to her phone at red lights: slang, "mano", emojis, Portuguese and English in one breath.
// Home /home/luana
//   entregas/corridas-novembro.csv
//   entregas/gastos-moto.txt
//   entregas/multas.txt
//   moto/revisao-cg160.txt
//   dj/setlists/baile-sabado.txt
//   dj/tracks/remix-funk-draft-v3.wav
//   dj/tracks/intro-bpm130.wav
//   dj/contatos-festas.txt
//   estudos/cronograma-enem.txt
//   docs/cnh-foto.jpg
//   metas-2027.txt
const LC = ['/home/luana', '.'];
const lc = at('/home/luana');
const luana = [
  read(`abre a setlist do baile de sábado`, lc('dj/setlists/baile-sabado.txt'), { l: 'pt' }),
  n(`mano which of these is closest to 130 bpm so i can blend into my intro`, {
    h: [`abre a setlist do baile de sábado`, `baile-sabado.txt: 1. Vai Malandra (Anitta) 2. Bum Bum Tam Tam (MC Fioti) 3. Envolver (Anitta) 4. Tá OK (Dennis, MC Kevin o Chris) 5. Hips Don't Lie (Shakira) 6. Baile de Favela (MC João).`],
  }),
  append(`add today's runs 23 deliveries 187 reais app paid, 40 km`, lc('entregas/corridas-novembro.csv')),
  append(`gastei 35 de gasolina e 12 de lanche, bota nos gastos`, lc('entregas/gastos-moto.txt'), { l: 'pt' }),
  n(`how much should i save a month for bike maintenance if i ride like 150 km a day`),
  read(`when's my next oil change, check the bike file`, lc('moto/revisao-cg160.txt')),
  n(`chain making noise when i accelerate, is it too tight or too loose`),
  info(`how big is my remix draft, can i send it on whatsapp`, lc('dj/tracks/remix-funk-draft-v3.wav')),
  n(`wav or mp3 320 when sending to a club DJ, which one`),
  list(`what tracks i got in the tracks folder`, lc('dj/tracks')),
  remember(`save this: Bia's birthday party is dec 14 in Vila Madalena, she pays 400 + drinks, wants 2000s pop and funk`, 'Bia', 'person',
    ['birthday party 14 December in Vila Madalena', 'pays 400 + drinks', 'wants 2000s pop and funk']),
  write(`create a setlist for bia's party, aniversario-bia.txt: start with Rihanna Umbrella, then Beyoncé Crazy in Love, then the funk block`, lc('dj/setlists/aniversario-bia.txt')),
  n(`give me 10 more 2000s pop songs a brazilian crowd knows`, {
    h: [`create a setlist for bia's party, aniversario-bia.txt: start with Rihanna Umbrella, then Beyoncé Crazy in Love, then the funk block`, `Saved dj/setlists/aniversario-bia.txt: 1. Umbrella (Rihanna) 2. Crazy in Love (Beyoncé) 3. [funk block].`],
  }),
  append(`put them in bia's setlist before the funk block`, lc('dj/setlists/aniversario-bia.txt'), {
    h: [`give me 10 more 2000s pop songs a brazilian crowd knows`, `Toxic (Britney Spears), Hips Don't Lie (Shakira), Hey Ya! (OutKast), SexyBack (Justin Timberlake), Poker Face (Lady Gaga), Since U Been Gone (Kelly Clarkson), Mr. Brightside (The Killers), Promiscuous (Nelly Furtado), Don't Cha (Pussycat Dolls), Single Ladies (Beyoncé).`],
  }),
  recall(`quanto a Bia vai me pagar mesmo?`, ['Bia'], { l: 'pt' }),
  correct(`bia changed it, 500 now not 400, she added one hour`, 'Bia', 'pays 400 + drinks', 'pays 500 + drinks'),
  append(`got a fine today 195 reais speed camera on Marginal Tietê, put it in multas`, lc('entregas/multas.txt')),
  n(`can i contest a speed camera fine if the sign was covered by a tree`),
  n(`write the appeal text for me, short`, {
    h: [`can i contest a speed camera fine if the sign was covered by a tree`, `Yes: you can file a "defesa prévia" with the traffic authority named on the notice within the deadline printed on it, arguing the speed limit sign was not visible. Photos of the covered sign, with date and location, make it much stronger.`],
  }),
  t(`test the echo thing with "som na caixa"`, 'echo', { message: ['som na caixa', '"som na caixa"'] }),
  read(`who was the guy from the club on Augusta, check my party contacts`, lc('dj/contatos-festas.txt')),
  n(`how do i ask a club for my first paid set without sounding desperate`),
  n(`mais curto, é pra mandar no direct do insta`, {
    l: 'pt',
    h: [`how do i ask a club for my first paid set without sounding desperate`, `"Hi Kaleb! I'm Luana, DJ from the east side, I play funk and 2000s pop and I've been doing private parties for a year. I'd love to open a night at your club; here's a 30-minute mix. If it fits, I'm free any Thursday. Thanks for listening!"`],
  }),
  find(`where's my CNH photo`, LC, ['cnh']),
  n(`what goals should i set for 2027 if i wanna quit deliveries and live from DJing in 2 years`),
  n(`tô cansada demais, 10h na moto hoje 😩`, { l: 'pt' }),
  mkdir(`make a folder mixes-2027 inside dj`, lc('dj/mixes-2027')),
  move(`move the remix draft into it`, lc('dj/tracks/remix-funk-draft-v3.wav'), lc('dj/mixes-2027/remix-funk-draft-v3.wav'), {
    h: [`make a folder mixes-2027 inside dj`, `Done, dj/mixes-2027 is created. dj/ now has setlists, tracks, mixes-2027 and contatos-festas.txt.`],
  }),
  remember(`DJ Kaleb from the Augusta club said send the mix by end of january, his insta is @kalebbeats`, 'DJ Kaleb', 'person', ['club on Rua Augusta', 'send him the mix by end of January', 'Instagram @kalebbeats']),
  n(`good name for a DJ who's also a motogirl lol`),
  n(`quanto tempo leva pra aprender a mixar no vinil se eu já mixo na controladora?`, { l: 'pt' }),
  addFact(`kaleb said max 45 min sets`, 'DJ Kaleb', ['prefers sets of 45 minutes at most']),
  n(`ENEM redação tips pls, i always get like 600`),
  whatYouKnow(`o que vc lembra dos meus contatos de festa?`, { l: 'pt' }),
  n(`valeu, tmj 🤙`, { l: 'pt' }),
];

// ---------------------------------------------------------------------------
// Park Min-jun, 42, piano tuner and technician in Busan. Terse, technical, short English
// sentences he checks twice; Korean in Hangul for family and for polite business wording.
// Home /home/minjun
//   tuning/clients.csv
//   tuning/schedule-december.txt
//   tuning/piano-records/young-chang-u121-kim.txt
//   tuning/piano-records/yamaha-c3-haeundae-church.txt
//   tuning/piano-records/samick-upright-daeyeon-school.txt
//   tuning/parts-order.txt
//   tuning/invoices/2026-11/
//   tuning/pitch-measurements/church-c3-nov.csv
//   learning/english-vocab.txt
//   family/seoyeon-recital.txt
//   photos/hammer-wear-samick.jpg
const PM = ['/home/minjun', '.'];
const pm = at('/home/minjun');
const minjun = [
  read(`December schedule.`, pm('tuning/schedule-december.txt')),
  append(`Add: 12 Dec 14:00 Lee Ji-eun, Haeundae apartment, Kawai K-300 upright.`, pm('tuning/schedule-december.txt')),
  read(`Church Yamaha C3 record. What did I do last time?`, pm('tuning/piano-records/yamaha-c3-haeundae-church.txt')),
  n(`Pitch dropped 8 cents since June. Humidity or loose pins?`, {
    h: [`Church Yamaha C3 record. What did I do last time?`, `yamaha-c3-haeundae-church.txt, last entry 14 June: fine tuning at A440, 2 unisons reset in the tenor, dampers checked; note "humidifier in the hall broken, told the deacon".`],
  }),
  append(`Add to church C3 record: 20 Nov, pitch raise +8 cents, fine tuning A440, regulated 3 sticking keys in treble.`, pm('tuning/piano-records/yamaha-c3-haeundae-church.txt')),
  n(`Good tuning app for measuring pitch on a grand? Cheaper than Verituner.`),
  n(`Explain stretch tuning in simple English. Customer asked, I cannot explain well.`),
  n(`Shorter. 2 sentences.`, {
    h: [`Explain stretch tuning in simple English. Customer asked, I cannot explain well.`, `Piano strings are thick and stiff, so their overtones are a little higher than perfect multiples. If the tuner tuned every octave mathematically exact, the octaves would sound flat to our ears. So high notes are tuned slightly sharp and low notes slightly flat, "stretching" the scale. The amount depends on the piano: small uprights need more stretch than concert grands.`],
  }),
  look(`Show hammer wear photo, school Samick.`, pm('photos/hammer-wear-samick.jpg')),
  n(`Upright used 6 hours a day. When reshape hammers, when replace?`),
  append(`Parts order: 1 set Abel hammers for Samick upright, 88 bridle straps.`, pm('tuning/parts-order.txt')),
  remember(`Ms Choi Hye-won is music teacher at Daeyeon Elementary. She decides budget for school pianos.`, 'Choi Hye-won', 'person',
    ['music teacher at Daeyeon Elementary', 'decides the budget for school pianos']),
  n(`학교에 해머 교체 견적서를 보낼 때 어떻게 쓰면 좋을까요?`, { l: 'ko' }),
  write(`Write quote file quote-daeyeon-school.txt in tuning: hammer replacement Samick upright 850,000 won, 2 days work.`, pm('tuning/quote-daeyeon-school.txt')),
  t(`Sum tool: 850000 + 120000.`, 'get-sum', { a: 850000, b: 120000 }),
  n(`Samick or Young Chang, which is more common in Korean schools? Parts easier?`),
  find(`Where is Young Chang record. Kim family.`, PM, ['young-chang', 'kim']),
  info(`When did I last edit clients file?`, pm('tuning/clients.csv')),
  n(`Young Chang U121, 30 years old. Restore, or family should buy used Yamaha U1?`),
  n(`"Let-off" and "drop", difference? Customer manual uses both.`),
  append(`Add words: voicing, let-off, false beats.`, pm('learning/english-vocab.txt')),
  n(`"False beats" exactly what? Korean word?`),
  recall(`Who decides budget at Daeyeon school?`, ['Daeyeon', 'budget', 'Choi Hye-won']),
  correct(`Ms Choi is at Daeyeon Middle School, not Elementary.`, 'Choi Hye-won', 'music teacher at Daeyeon Elementary', 'music teacher at Daeyeon Middle School'),
  read(`Seo-yeon recital. Time and place?`, pm('family/seoyeon-recital.txt')),
  n(`딸이 무대 공포증이 있어요. 연주 전에 뭐라고 말해 줄까요?`, { l: 'ko' }),
  n(`Chopin Nocturne Op. 9 No. 2, how long usually?`, {
    h: [`Seo-yeon recital. Time and place?`, `seoyeon-recital.txt: Saturday 13 December, 15:00, Busan Cultural Center small hall; Seo-yeon plays Chopin Nocturne Op. 9 No. 2, sixth on the programme; arrive 14:15.`],
  }),
  mkdir(`Make folder invoices/2026-12.`, pm('tuning/invoices/2026-12')),
  t(`Show whole tuning folder as tree.`, 'directory_tree', { path: pm('tuning') }, { also: ['list_directory', 'list_directory_with_sizes'] }),
  addFact(`Ms Choi approved hammer quote. Work in January vacation.`, 'Choi Hye-won', ['approved the hammer replacement quote', 'work planned for the January vacation']),
  n(`How to explain regulation to customer who thinks tuning is everything?`),
  remember(`Lee Ji-eun, new client Haeundae, Kawai K-300. Dog barks during tuning, ask to keep dog in other room.`, 'Lee Ji-eun', 'person',
    ['new client in Haeundae', 'Kawai K-300 upright', 'dog barks during tuning: ask to keep it in another room']),
  n(`감사합니다. 수고하셨어요.`, { l: 'ko' }),
  whatYouKnow(`What do you remember about my clients?`),
  n(`OK. Tomorrow start 7am. Bye.`),
];

export default [...tomas, ...kofi, ...marina, ...hanh, ...rajesh, ...jeanguy, ...mona, ...gudrun, ...luana, ...minjun];
