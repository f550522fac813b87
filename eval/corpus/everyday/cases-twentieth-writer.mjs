/**
 * Everyday requests, twentieth list: ten people, 35 requests each, written as
 * each person would type them over a few weeks, then given the call that would serve them.
 */
import { t, m, open, n } from './case-helpers.mjs';
import { at, both, pat, read, look, list, info, readAll, append, find, remember, addFact, recall, correct, whatYouKnow } from './case-shorthands.mjs';

// ---------------------------------------------------------------------------
// Rodel Bautista, 44, chief cook on a bulk carrier, from Cebu. Types on the crew laptop when the
// satellite link is up: short lines, "pls" and "po", Taglish, now and then Cebuano.
// Home /home/rodel
//   galley/menu-week-32.txt
//   galley/provisions-inventory.csv
//   galley/allergies-crew.txt
//   galley/recipes/adobo-for-24.txt
//   galley/recipes/pancit-canton.txt
//   galley/recipes/birthday-cake-sheet.txt
//   galley/orders/singapore-order.txt
//   contract/employment-contract-scan.pdf
//   contract/sea-time-record.txt
//   family/remittance-log.txt
//   family/photos/jaja-graduation.jpg
//   family/photos/new-house-lapu-lapu.jpg
//   notes.txt
const RB = ['/home/rodel', '.'];
const rb = at('/home/rodel');
const rodel = [
  read(`pls open the menu for this week`, rb('galley/menu-week-32.txt')),
  read(`who in the crew have allergy again? the list po`, rb('galley/allergies-crew.txt')),
  n(`how many kilo rice i need for 22 crew 10 days, 300 gram each meal, rice 2 meals a day`),
  append(`put in provisions file: 12 trays eggs received today from chandler`, rb('galley/provisions-inventory.csv')),
  remember(`remember the new 2nd engineer is Dmitri Volkov, ukrainian, he dont eat pork`, 'Dmitri Volkov', 'person',
    ['second engineer', 'Ukrainian', 'does not eat pork']),
  n(`what can i cook for somebody no pork when half my menu is adobo and lechon haha`),
  read(`my adobo recipe for 24 pax pls`, rb('galley/recipes/adobo-for-24.txt')),
  n(`if only 16 pax how much soy sauce and vinegar`, {
    h: [`my adobo recipe for 24 pax pls`, `Your adobo for 24: 6 kg pork belly and 2 kg chicken, 600 ml soy sauce, 450 ml cane vinegar, 3 heads garlic, 15 bay leaves, 2 tbsp peppercorns, brown sugar to taste.`],
  }),
  read(`pakibasa nga yung order ko para sa singapore`, rb('galley/orders/singapore-order.txt'), { l: 'tl' }),
  append(`add 2 box bagoong and 5 kg ginger also`, rb('galley/orders/singapore-order.txt'), {
    h: [`read me the singapore order`, `galley/orders/singapore-order.txt has: 200 kg rice (jasmine), 60 kg chicken leg quarters, 40 kg pork belly, 30 kg onions, 10 kg garlic, 24 tins evaporated milk, 6 boxes instant noodles.`],
  }),
  look(`show me the picture of my daughter graduation`, rb('family/photos/jaja-graduation.jpg')),
  n(`how to say congratulations in a nice way, she finish nursing, i am at sea cannot attend`),
  append(`log remittance 15,000 peso sent to misis aug 5`, rb('family/remittance-log.txt')),
  n(`how much is 600 usd in peso more or less`),
  read(`how many months sea time i have now, check my record`, rb('contract/sea-time-record.txt')),
  m(`my wife name is Marites and my daughter is Jaja, real name Janelle, 22 years old nurse in Cebu now. remember them`, [
    ['create_entities', { entities: [[{ name: 'Marites', entityType: 'person', observations: ['wife'] }, { name: 'Janelle', entityType: 'person', observations: ['daughter', 'called Jaja', '22', 'nurse in Cebu'] }]] }],
    ['create_relations', { relations: [[{ from: 'Janelle', to: 'Marites', relationType: 'daughter of' }]] }],
  ], { also: ['add_observations'] }),
  n(`salamat kaayo bai`, { l: 'ceb' }),
  t(`make new folder in recipes for desserts`, 'create_directory', { path: rb('galley/recipes/desserts') }),
  t(`move the cake one there`, 'move_file', { source: rb('galley/recipes/birthday-cake-sheet.txt'), destination: rb('galley/recipes/desserts/birthday-cake-sheet.txt') }, {
    h: [`make new folder in recipes for desserts`, `Done: galley/recipes/desserts is created. In galley/recipes you also have adobo-for-24.txt, pancit-canton.txt and birthday-cake-sheet.txt.`],
  }),
  recall(`what i said about the 2nd engineer food?`, ['Dmitri', 'Dmitri Volkov', 'second engineer', '2nd engineer']),
  n(`ship going to newcastle australia, is it cold there in august?`),
  n(`tips to keep lettuce fresh 3 weeks in the chiller`),
  t(`make new file menu-week-33.txt in galley: mon sinigang, tue chicken curry, wed pancit, thu beef steak, fri fish fillet, sat bbq, sun lechon kawali`, 'write_file', { path: rb('galley/menu-week-33.txt') }),
  n(`oh wait dmitri cannot eat the sunday one, what i give him instead`, {
    h: [`make new file menu-week-33.txt in galley: mon sinigang, tue chicken curry, wed pancit, thu beef steak, fri fish fillet, sat bbq, sun lechon kawali`, `Saved galley/menu-week-33.txt with the seven days, Monday sinigang to Sunday lechon kawali.`],
  }),
  find(`where is the pancit recipe i cannot find`, RB, ['pancit']),
  correct(`sorry dmitri is russian not ukrainian, i mix up`, 'Dmitri Volkov', 'Ukrainian', 'Russian'),
  n(`cheap dessert with ube powder and condensed milk for 22 pax?`),
  n(`ano ang magandang ulam para sa mga indian sa crew, vegetarian sila`, { l: 'tl' }),
  n(`how to clean the grease trap safe, the smell is strong in the galley`),
  n(`how long cooked rice safe in the fridge`),
  remember(`capt. Henrik Larsen birthday is sept 14, he like chocolate cake. remember pls`, 'Henrik Larsen', 'person',
    ['captain', 'birthday 14 September', 'likes chocolate cake']),
  recall(`when is capt birthday again`, ['Henrik Larsen', 'Larsen', 'captain']),
  n(`write short greeting for the captain card from the galley team`),
  read(`read my notes`, rb('notes.txt')),
  n(`ok thank you chef AI, goodnight from middle of indian ocean`),
];

// ---------------------------------------------------------------------------
// Mei-Ling Tran, 38, Auslan interpreter in Melbourne, grew up with Deaf parents; Vietnamese-Australian.
// Types neat full sentences, Australian spelling, "cheers"; now and then Vietnamese to or about her parents.
// Home /home/meiling
//   bookings/2026-march.txt
//   bookings/medical-appointments.csv
//   glossaries/legal-terms.txt
//   glossaries/medical-signs.txt
//   glossaries/vic-place-names.txt
//   invoices/invoice-0412-monash-health.txt
//   invoices/invoice-template.txt
//   invoices/unpaid.txt
//   prep/conference-keynote-slides.pdf
//   prep/court-matter-notes.txt
//   self-care/shoulder-exercises.txt
//   family/bo-me-anniversary-plans.txt
//   cpd-log.txt
const MT = ['/home/meiling', '.'];
const mt = at('/home/meiling');
const meiling = [
  read(`What have I got booked in March?`, mt('bookings/2026-march.txt')),
  read(`Pull up my prep notes for the court job on Thursday.`, mt('prep/court-matter-notes.txt')),
  n(`What's the difference between interpreting and transliterating? One paragraph I can give to a client.`),
  append(`Add "bail undertaking" to my legal glossary: sign it the way the County Court team agreed, UNDERTAKING + PROMISE.`, mt('glossaries/legal-terms.txt')),
  remember(`Please remember: the Deaf client for the Monash Health bookings is Gary Whitfield. He prefers a male interpreter where possible and uses a lot of country signs from Warrnambool.`, 'Gary Whitfield', 'person',
    ['Deaf client, Monash Health bookings', 'prefers a male interpreter where possible', 'uses country signs from Warrnambool']),
  n(`Is it OK to decline a job because I know the family socially? What does the code of ethics say, roughly?`),
  read(`Who still owes me money?`, mt('invoices/unpaid.txt')),
  n(`Draft a polite reminder to the second one.`, {
    h: [`Who still owes me money?`, `invoices/unpaid.txt lists two: Westside Legal, invoice 0398, $720, due 28 February; and the Sunbury Community Centre, invoice 0405, $360, due 7 March.`],
  }),
  t(`Make a new invoice, invoice-0419-county-court.txt in invoices: 14 March, two interpreters, 3 hours each at $120 an hour.`, 'write_file', { path: mt('invoices/invoice-0419-county-court.txt') }, { also: ['read_text_file'] }),
  n(`4 hours at $95 plus 2 hours travel at $60, what's that?`),
  n(`How long should one interpreter work alone before a break? What's the usual rule for teaming?`),
  read(`Mở giúp con cái file kế hoạch kỷ niệm ngày cưới của bố mẹ.`, mt('family/bo-me-anniversary-plans.txt'), { l: 'vi' }),
  n(`Nhà hàng Việt nào ở Footscray hợp cho khoảng 12 người lớn tuổi, có chỗ yên tĩnh?`, {
    l: 'vi',
    h: [`Mở giúp con cái file kế hoạch kỷ niệm ngày cưới của bố mẹ.`, `File family/bo-me-anniversary-plans.txt: kỷ niệm 40 năm, thứ Bảy 18/4, khoảng 12 khách, bố mẹ muốn chỗ yên tĩnh, ánh sáng tốt để ký, ăn món Việt.`],
  }),
  find(`Is there a glossary file for medical stuff? I can't remember what I called it.`, MT, ['medical', 'med']),
  read(`Open it.`, mt('glossaries/medical-signs.txt'), {
    h: [`Is there a glossary file for medical stuff? I can't remember what I called it.`, `Yes: glossaries/medical-signs.txt.`],
  }),
  addFact(`Gary's new appointments are with the rheumatologist, Dr Anand, every second Tuesday.`, 'Gary Whitfield', ['rheumatologist Dr Anand, every second Tuesday']),
  recall(`What do I know about Gary again? I've got a job with him tomorrow.`, ['Gary', 'Gary Whitfield']),
  n(`My right shoulder is killing me after a full day of signing. Any quick stretches?`),
  read(`Actually the physio gave me a list, it's in self-care. Read it to me.`, mt('self-care/shoulder-exercises.txt')),
  append(`Log 3 CPD points for the vicarious trauma workshop on 9 March.`, mt('cpd-log.txt')),
  n(`How would you explain "vicarious trauma" in plain English to a Deaf client whose English is limited?`),
  n(`Is GST charged on interpreting if I earn under $75k? I'm a sole trader.`),
  m(`Monash paid! Put that invoice into a "paid" folder inside invoices.`, [
    ['create_directory', { path: mt('invoices/paid') }],
    ['move_file', { source: mt('invoices/invoice-0412-monash-health.txt'), destination: mt('invoices/paid/invoice-0412-monash-health.txt') }],
  ]),
  correct(`Correction: Gary's fine with a female interpreter now, he told me today.`, 'Gary Whitfield', 'prefers a male interpreter where possible', 'happy with a female interpreter'),
  n(`Cheers.`),
  m(`Jess Hartley and I team on the long court days. Keep a note that she's my usual co-interpreter.`, [
    ['create_entities', { entities: [[{ name: 'Jess Hartley', entityType: 'person', observations: ['usual co-interpreter on long court days'] }]] }],
    ['create_relations', { relations: [[{ from: 'Jess Hartley', to: 'Mei-Ling', relationType: 'co-interprets with' }]] }],
  ], { also: ['add_observations'] }),
  n(`Good finger warm-ups before two hours of signing?`),
  n(`Which do you think is harder to interpret, medical or legal? Just curious.`),
  n(`Cảm ơn nhiều nha.`, { l: 'vi' }),
  read(`What's on my Victorian place names list?`, mt('glossaries/vic-place-names.txt')),
  append(`Add Korumburra and Mirboo North, fingerspelt for now.`, mt('glossaries/vic-place-names.txt'), {
    h: [`What's on my Victorian place names list?`, `glossaries/vic-place-names.txt has 46 places, each with its local sign or "fingerspell": Ballarat, Bendigo, Geelong, Traralgon, Warrnambool, Wonthaggi...`],
  }),
  n(`Write me a two-sentence bio for the conference program: Auslan interpreter, NAATI certified, 12 years, grew up with Deaf parents.`),
  n(`Make it third person and a bit warmer.`, {
    h: [`Write me a two-sentence bio for the conference program: Auslan interpreter, NAATI certified, 12 years, grew up with Deaf parents.`, `I am a NAATI-certified Auslan interpreter with 12 years of experience. Raised by Deaf parents, Auslan is my first language.`],
  }),
  whatYouKnow(`What have you got saved about my clients?`),
  readAll(`Open the legal and medical glossaries together, I want to compare how we did body parts.`, both(mt, 'glossaries/legal-terms.txt', 'glossaries/medical-signs.txt')),
];

// ---------------------------------------------------------------------------
// Wanjiru Kamau, 16, Form 3 at a girls' school in Nairobi, home for the holidays. All lowercase,
// abbreviations, Sheng, the odd emoji; Swahili when it comes easier.
// Home /home/wanjiru
//   school/mocks-timetable.txt
//   school/chemistry-notes-form3.txt
//   school/english-essay-draft.txt
//   school/revision-plan.txt
//   school/set-books/blossoms-quotes.txt
//   drama/script-scene2.txt
//   drama/costume-list.txt
//   pics/drama-fest-group.jpg
//   pics/cousin-wedding-nakuru.jpg
//   money/pocket-money.txt
//   playlist.txt
const WK = ['/home/wanjiru', '.'];
const wk = at('/home/wanjiru');
const wanjiru = [
  read(`when is chem paper 2 check the mocks timetable`, wk('school/mocks-timetable.txt')),
  n(`explain le chatelier's principle like im 5 pls`),
  n(`ok now give me an exam type question on it`, {
    h: [`explain le chatelier's principle like im 5 pls`, `Imagine a seesaw that likes to stay balanced. If you push one side down, it pushes back up. A reaction at equilibrium does the same: change the heat, pressure or amounts, and it shifts to undo the change.`],
  }),
  read(`can u read my english essay n tell me if the intro is boring`, wk('school/english-essay-draft.txt')),
  n(`rewrite the first sentence to be more catchy`, {
    h: [`can u read my english essay n tell me if the intro is boring`, `Your essay, "The Role of the Youth in Society", opens with "Youth are very important in society because they are the future." It is clear but a bit flat; the second paragraph is stronger.`],
  }),
  remember(`remember my bestie achieng otieno bday is 3rd may, she loves sunflowers`, 'Achieng Otieno', 'person',
    ['best friend', 'birthday 3 May', 'loves sunflowers']),
  n(`wueh im so tired of revision 😭 motivate me`),
  read(`show me the blossoms quotes file`, wk('school/set-books/blossoms-quotes.txt')),
  append(`add to my blossoms quotes: p. 42, taiyo n resian talk about their hopes, use for theme of hope`, wk('school/set-books/blossoms-quotes.txt')),
  n(`nisaidie kuandika insha fupi kuhusu umuhimu wa maji, aya tatu tu`, { l: 'sw' }),
  t(`make a new file maths-formulas.txt in school with the quadratic formula n pythagoras`, 'write_file', { path: wk('school/maths-formulas.txt') }),
  look(`show me the drama fest pic`, wk('pics/drama-fest-group.jpg')),
  n(`how do u get over stage fright, drama fest is in 2 weeks`),
  read(`open scene 2 i need to learn my lines`, wk('drama/script-scene2.txt')),
  n(`test me, u say the cue n i say my line`, {
    h: [`open scene 2 i need to learn my lines`, `drama/script-scene2.txt, Scene 2, the market. Your character, MAMA NJERI, has 9 lines; the first cue is KAMAU: "Mama, the rains have failed again."`],
  }),
  append(`log: 200 bob matatu n 150 chips mwitu`, wk('money/pocket-money.txt')),
  n(`if i save 300 a week how many weeks to get 5000 for the phone`),
  recall(`when is achieng bday again`, ['Achieng', 'Achieng Otieno']),
  addFact(`btw achieng moved to form 3 east n she wants a book not flowers this yr`, 'Achieng Otieno', ['moved to Form 3 East', 'wants a book, not flowers, this year']),
  n(`whats the difference between weather n climate, geo teacher keeps marking me wrong`),
  read(`fungua orodha ya mavazi ya drama`, wk('drama/costume-list.txt'), { l: 'sw' }),
  append(`ongeza kanga mbili na kikapu kimoja`, wk('drama/costume-list.txt'), {
    l: 'sw',
    h: [`fungua orodha ya mavazi ya drama`, `drama/costume-list.txt: vitenge 3, kofia ya mzee, viatu vya akala, shuka la kimasai, mkoba wa sokoni.`],
  }),
  n(`is it normal to sleep at 1am during mocks`),
  remember(`my chem teacher is mr mwangi, he said paper 3 practicals r on tuesday`, 'Mr Mwangi', 'person',
    ['chemistry teacher', 'paper 3 practicals on Tuesday']),
  n(`whats the formula for calculating moles`),
  find(`where did i put my cousin wedding pic`, WK, ['wedding', 'nakuru']),
  look(`show it`, wk('pics/cousin-wedding-nakuru.jpg'), {
    h: [`where did i put my cousin wedding pic`, `It is pics/cousin-wedding-nakuru.jpg.`],
  }),
  n(`make an insta caption for it, short n cute`, {
    h: [`show it`, `Here it is: you and your cousin in matching green dresses in front of a flower arch, laughing, with the bride just behind.`],
  }),
  n(`teach me a trick to remember the reactivity series`),
  n(`suggest 5 kenyan songs for a drama scene about a village wedding`),
  correct(`wait no achieng bday is 5th may not 3rd, i mixed her up with my cousin`, 'Achieng Otieno', 'birthday 3 May', 'birthday 5 May'),
  read(`what am i supposed to revise today, check my revision plan`, wk('school/revision-plan.txt')),
  n(`thanks u r the best`),
  t(`delete everything u know about mr mwangi, mocks r over lol`, 'delete_entities', { entityNames: ['Mr Mwangi'] }),
  n(`asante sana, usiku mwema`, { l: 'sw' }),
];

// ---------------------------------------------------------------------------
// Gareth Pryce, 52, owns a hardware shop in Merthyr Tydfil. Dyslexic: spells by sound ("recipt", "stok",
// "wich"), short lines, often asks to have things read out; learning Welsh at night class.
// Home /home/gareth
//   shop/stock-list.csv
//   shop/suppliers.txt
//   shop/opening-hours.txt
//   shop/orders/screwfix-trade-order.txt
//   shop/orders/timber-merchant-order.txt
//   shop/receipts/till-receipt-photo.jpg
//   shop/vat/vat-q1.txt
//   staff/rota.txt
//   staff/kieran-holiday-request.txt
//   rugby/club-fixtures.txt
//   letters/council-rates-letter.txt
//   reminders.txt
const GP = ['/home/gareth', '.'];
const gp = at('/home/gareth');
const gareth = [
  read(`how many tins of white gloss left in the stok list`, gp('shop/stock-list.csv')),
  read(`read me the councel letter, the words jump about for me`, gp('letters/council-rates-letter.txt')),
  n(`so what do they want me to do, in plain words`, {
    h: [`read me the councel letter`, `It is from Merthyr Tydfil County Borough Council about your business rates for the shop: the bill for this year is £3,412, the first instalment of £341.20 was due on 1 April and has not been received, and if it is not paid within 7 days the full year becomes due.`],
  }),
  n(`rite a reply to the councel saying ill pay in 3 instalments from next month`),
  remember(`remeber my rep from the timber place is Dai Morgan, he comes in tuesdays`, 'Dai Morgan', 'person',
    ['rep from the timber merchant', 'visits on Tuesdays']),
  append(`add to timber order 20 lenghts of 2x4 treated`, gp('shop/orders/timber-merchant-order.txt')),
  read(`wot dates did kieran ask off`, gp('staff/kieran-holiday-request.txt')),
  read(`can he have them? check the rota`, gp('staff/rota.txt'), {
    h: [`wot dates did kieran ask off`, `Kieran asked for Monday 19 to Saturday 24 May off, for a stag do in Benidorm.`],
  }),
  n(`how do i work out the VAT on 240 pound if its inclusive`),
  read(`open vat q1`, gp('shop/vat/vat-q1.txt')),
  look(`look at the recipt photo i took, i cant make out the total`, gp('shop/receipts/till-receipt-photo.jpg')),
  n(`best way to price paint so i dont lose out to the big shops`),
  t(`change the openin hours file to say closed bank holiday monday 26th`, 'edit_file', { path: gp('shop/opening-hours.txt') }, { also: ['read_text_file', 'write_file'] }),
  n(`my mate says i shud go card only, no cash. good idea for a small shop?`),
  find(`where is the screwfix thing`, GP, ['screwfix']),
  n(`Bore da! Sut mae heddiw?`, { l: 'cy' }),
  n(`Beth ydy "paint brush" yn Gymraeg?`, { l: 'cy' }),
  recall(`wats dai's day again`, ['Dai', 'Dai Morgan', 'timber']),
  append(`put in remiders: ring the alarm compny about the shutter`, gp('reminders.txt')),
  n(`my eyes get tired reading the screen, how do i make the writing bigger on windows`),
  read(`when do merthyr play next at home`, gp('rugby/club-fixtures.txt')),
  n(`make a poster for the shop window: 10% off for club members on match day`),
  open(`dai morgan left the timber place, its a girl called ffion rees now, she comes thursdays`, ['create_entities', 'add_observations', 'delete_observations', 'create_relations']),
  n(`whats a fair wage an hour for a saturday lad of 17 in wales`),
  n(`cheers butt`),
  read(`phone number for the plumbing supplier`, gp('shop/suppliers.txt')),
  n(`send them a text asking if the 15mm copper is back in`, {
    h: [`phone number for the plumbing supplier`, `In shop/suppliers.txt the plumbing supplier is Valleys Plumbing Supplies, Pentrebach, 01685 384 221, mobile 07700 912 455 (Rhys).`],
  }),
  t(`kierans holiday is ok now, rename his request to kieran-holiday-approved`, 'move_file', { source: gp('staff/kieran-holiday-request.txt'), destination: gp('staff/kieran-holiday-approved.txt') }),
  n(`is it legal to make staff work bank holidays in wales`),
  correct(`no sorry ffion comes wensdays not thursdays`, 'Ffion Rees', 'visits on Thursdays', 'visits on Wednesdays'),
  n(`how do you spell acommodation`),
  info(`when did i last change the stock list`, gp('shop/stock-list.csv')),
  whatYouKnow(`wat do you remember about my suppliers`),
  n(`Diolch yn fawr, hwyl!`, { l: 'cy' }),
  readAll(`read me both orders, screwfix and timber`, both(gp, 'shop/orders/screwfix-trade-order.txt', 'shop/orders/timber-merchant-order.txt')),
];

// ---------------------------------------------------------------------------
// Somchai Wongsakul, 58, durian and rubber farmer in Chanthaburi. His daughter set up the laptop; he writes
// simple English with Thai word order, and Thai when he is tired; mostly asks for advice.
// Home /home/somchai
//   farm/durian-trees-map.jpg
//   farm/fertilizer-schedule.txt
//   farm/harvest-2025.csv
//   farm/workers-wages.txt
//   farm/rubber-tapping-log.txt
//   buyers/buyer-contacts.txt
//   buyers/price-history.txt
//   bank/farm-loan.txt
//   family/fon-university-fees.txt
//   temple-donation.txt
const SW = ['/home/somchai', '.'];
const sw = at('/home/somchai');
const somchai = [
  read(`what fertilizer this month? open the schedule`, sw('farm/fertilizer-schedule.txt')),
  n(`durian leaf turn yellow at the edge, what problem?`),
  n(`ทุเรียนหมอนทองใช้เวลากี่วันจากดอกบานถึงเก็บได้ครับ`, { l: 'th' }),
  read(`price last year from buyer how much per kilo`, sw('buyers/price-history.txt')),
  n(`8 ton at 120 baht per kg how much money`),
  remember(`remember buyer Mr. Liu Wei from Guangxi, he come in May, want only A grade`, 'Liu Wei', 'person',
    ['durian buyer from Guangxi', 'comes in May', 'wants only A grade']),
  append(`add wages: Khun Daeng 3 days 1,500 baht`, sw('farm/workers-wages.txt')),
  n(`ฝนจะตกเยอะไหมเดือนหน้าที่จันทบุรี`, { l: 'th' }),
  look(`show the map of my trees`, sw('farm/durian-trees-map.jpg')),
  n(`the tree near the pond is sick, bark is wet and dark. how to treat`, {
    h: [`show the map of my trees`, `The map shows about 180 trees in 12 rows, numbered, with the pond in the south-west corner; trees 141 to 146 are next to it and marked with a red X.`],
  }),
  n(`how to say "the durian not ripe yet, wait 3 days" in chinese`),
  read(`when I must pay the bank loan`, sw('bank/farm-loan.txt')),
  n(`if i pay 50,000 more early, how much interest i save? rate 6 percent`, {
    h: [`when I must pay the bank loan`, `bank/farm-loan.txt: loan 400,000 baht at 6% a year, 4 years left; the next payment of 38,000 baht is due 30 June, then every 30 June.`],
  }),
  n(`write a letter for my daughter fon, say papa proud she pass the exam`),
  read(`ค่าเทอมลูกสาวเท่าไหร่ เปิดไฟล์ให้ดูหน่อย`, sw('family/fon-university-fees.txt'), { l: 'th' }),
  recall(`Mr Liu come when?`, ['Liu', 'Liu Wei']),
  n(`rubber price is low now, should I stop tapping for some month?`),
  append(`rubber today 42 kg`, sw('farm/rubber-tapping-log.txt')),
  n(`thank you very much krub`),
  n(`what insurance is good for a durian orchard in Thailand?`),
  m(`make new file harvest-2026 in farm, same like 2025 but empty`, [
    ['read_text_file', { path: sw('farm/harvest-2025.csv') }],
    ['write_file', { path: [...sw('farm/harvest-2026.csv'), ...sw('farm/harvest-2026.txt')] }],
  ]),
  n(`ขอบคุณครับ`, { l: 'th' }),
  addFact(`Mr Liu say now he want B grade also if price ok`, 'Liu Wei', ['also buys B grade if the price is right']),
  n(`my back hurt after climb the ladder all day, what exercise?`),
  n(`how many durian tree on 1 rai normally?`),
  list(`what file in buyers`, sw('buyers')),
  n(`what is difference monthong and chanee durian for export`),
  n(`and kanyao?`, {
    h: [`what is difference monthong and chanee durian for export`, `Monthong is the main export durian: big, thick creamy flesh, mild smell, keeps longer. Chanee is smaller with a stronger taste and smell, ripens faster and sells for less abroad.`],
  }),
  append(`เพิ่มในไฟล์ทำบุญ: วันพระ 500 บาท`, sw('temple-donation.txt'), { l: 'th' }),
  n(`how to stop squirrel eat my durian`),
  correct(`sorry, Mr Liu is from Guangdong, not Guangxi`, 'Liu Wei', 'durian buyer from Guangxi', 'durian buyer from Guangdong'),
  n(`write short message in english to buyer: harvest start 10 May, price 125 per kg A grade`),
  n(`more polite please`, {
    h: [`write short message in english to buyer: harvest start 10 May, price 125 per kg A grade`, `Harvest starts 10 May. A grade is 125 baht/kg. Tell me how much you want.`],
  }),
  info(`wages file, when last change?`, sw('farm/workers-wages.txt')),
  n(`good night`),
];

// ---------------------------------------------------------------------------
// Nino Beridze, 47, runs her family's funeral home in Tbilisi. Formal, careful English; Georgian with her
// own thoughts, Russian for older families.
// Home /home/nino
//   services/bookings-april.txt
//   services/chapel-schedule.txt
//   services/obituary-templates.txt
//   families/gelashvili/arrangements.txt
//   families/gelashvili/portrait.jpg
//   families/tsereteli/arrangements.txt
//   families/tsereteli/music-wishes.txt
//   archive/kapanadze/arrangements.txt
//   suppliers/flowers.txt
//   suppliers/coffins-price-list.csv
//   accounts/march-invoices.txt
//   accounts/outstanding.txt
//   personal/reading-list.txt
const NB = ['/home/nino', '.'];
const nb = at('/home/nino');
const nino = [
  read(`Please show me the April bookings.`, nb('services/bookings-april.txt')),
  n(`How should one gently explain to a family that the cemetery requires a 48-hour wait?`),
  read(`Open the arrangements for the Gelashvili family.`, nb('families/gelashvili/arrangements.txt')),
  n(`Draft a short obituary for the newspaper from these details.`, {
    h: [`Open the arrangements for the Gelashvili family.`, `families/gelashvili/arrangements.txt: Levan Gelashvili, 1941–2026, died 2 April; service 5 April, 12:00, at the Church of St Nicholas; burial at Saburtalo cemetery; survived by his wife Manana, two sons and five grandchildren.`],
  }),
  n(`Make it warmer; he was a choir conductor for forty years.`, {
    h: [`Draft a short obituary for the newspaper from these details.`, `Levan Gelashvili (1941–2026) passed away on 2 April. The funeral service will be held on 5 April at 12:00 at the Church of St Nicholas, followed by burial at Saburtalo cemetery. He is survived by his wife Manana, two sons and five grandchildren.`],
  }),
  look(`I need to see the portrait the family gave us, to check that it is sharp enough to print large.`, nb('families/gelashvili/portrait.jpg')),
  remember(`Please remember: Father Giorgi Kvaratskhelia leads the weekday services at Sameba; he prefers to be called two days in advance.`, 'Father Giorgi Kvaratskhelia', 'person',
    ['leads weekday services at Sameba', 'prefers to be called two days in advance']),
  n(`როგორ დავწერო მოკლე სამძიმრის წერილი ოჯახისთვის?`, { l: 'ka' }),
  read(`Who supplies our white lilies?`, nb('suppliers/flowers.txt')),
  n(`Which flowers are traditional at Georgian Orthodox funerals, and which should be avoided?`),
  append(`Add to outstanding: Tsereteli family, 1,850 GEL, due 30 April.`, nb('accounts/outstanding.txt')),
  n(`1,850 and 2,400 and 975 — what is the total?`),
  list(`Do we have anything else for the Tsereteli family apart from the arrangements?`, nb('families/tsereteli')),
  m(`Create a folder for the Abashidze family and a file arrangements.txt inside it with: service 12 April, 11:00, Sioni Cathedral.`, [
    ['create_directory', { path: nb('families/abashidze') }],
    ['write_file', { path: nb('families/abashidze/arrangements.txt') }],
  ]),
  n(`I have not slept properly in a week. How do people in this profession avoid burning out?`),
  recall(`Which priest prefers two days' notice?`, ['priest', 'Father Giorgi', 'Kvaratskhelia', 'notice']),
  n(`გმადლობთ, ძალიან დამეხმარეთ.`, { l: 'ka' }),
  read(`Is the small chapel free on the 12th?`, nb('services/chapel-schedule.txt')),
  n(`Write a short message to the staff that the chapel roof will be repaired on Monday, so no viewings that day.`),
  read(`Open the price list for coffins.`, nb('suppliers/coffins-price-list.csv')),
  n(`What would 10% off the oak model come to, for a family in difficulty?`, {
    h: [`Open the price list for coffins.`, `suppliers/coffins-price-list.csv: pine, standard, 1,100 GEL; pine, lined, 1,450 GEL; walnut veneer, 2,300 GEL; solid oak, 3,200 GEL; child's, white, 800 GEL.`],
  }),
  n(`Как вежливо сказать семье, что прощание начнётся ровно в одиннадцать и опаздывать нельзя?`, { l: 'ru' }),
  addFact(`Father Giorgi is away in Mtskheta until the 20th.`, 'Father Giorgi Kvaratskhelia', ['away in Mtskheta until the 20th']),
  n(`Recommend a novel about grief that is not too heavy.`),
  append(`Add the first one to my reading list, please.`, nb('personal/reading-list.txt'), {
    h: [`Recommend a novel about grief that is not too heavy.`, `"A Man Called Ove" by Fredrik Backman is gentle and often funny; "The Year of Magical Thinking" by Joan Didion is a memoir, clear and unsentimental; "Olive Kitteridge" by Elizabeth Strout is quieter.`],
  }),
  n(`Thank you.`),
  n(`A foreign family asked me about the fortieth-day memorial. How would you explain the custom to them?`),
  correct(`I was mistaken — Father Giorgi needs three days' notice, not two.`, 'Father Giorgi Kvaratskhelia', 'prefers to be called two days in advance', 'prefers to be called three days in advance'),
  n(`How do I politely decline when a family asks for a discount a second time?`),
  t(`The Gelashvili service is done. Move their folder into the archive.`, 'move_file', { source: nb('families/gelashvili'), destination: nb('archive/gelashvili') }),
  n(`რა ვთქვა ორმოცის სუფრაზე მოკლე სადღეგრძელოში?`, { l: 'ka' }),
  info(`When was the March invoices file last modified?`, nb('accounts/march-invoices.txt')),
  n(`Is it customary to pay the church choir separately at a funeral here?`),
  whatYouKnow(`What do you have in memory about the priests and our suppliers?`),
  n(`Good night.`),
];

// ---------------------------------------------------------------------------
// Dariush Rahimi, 33, physiotherapist with a small clinic in Shiraz and the physio of a local football club.
// Quick, clinical English with abbreviations; Persian in its own script, or typed in Latin letters on his phone.
// Home /home/dariush
//   clinic/patients-today.txt
//   clinic/equipment-order.txt
//   clinic/exercise-sheets/acl-rehab-phase1.txt
//   clinic/exercise-sheets/low-back-pain.txt
//   clinic/exercise-sheets/shoulder-impingement.txt
//   team/injury-log.csv
//   team/match-schedule.txt
//   study/msk-ultrasound-course-notes.txt
//   study/ielts-writing-practice.txt
//   photos/clinic-new-room.jpg
//   expenses.txt
const DR = ['/home/dariush', '.'];
const dr = at('/home/dariush');
const dariush = [
  read(`who's on the list today`, dr('clinic/patients-today.txt')),
  n(`patellar tendinopathy vs patellofemoral pain, quick summary of how to tell them apart`),
  read(`open the ACL phase 1 sheet`, dr('clinic/exercise-sheets/acl-rehab-phase1.txt')),
  n(`write phase 2 from that, weeks 6 to 12, same style`, {
    h: [`open the ACL phase 1 sheet`, `clinic/exercise-sheets/acl-rehab-phase1.txt, weeks 0–6: quad sets 3×15, straight leg raises 3×12, heel slides, patellar mobilisation, mini squats to 45°, stationary bike no resistance from week 3. Goals: full extension, flexion to 120°, no effusion.`],
  }),
  t(`good, save that as phase 2 next to phase 1`, 'write_file', { path: [...dr('clinic/exercise-sheets/acl-rehab-phase2.txt'), ...dr('clinic/exercise-sheets/acl-phase2.txt')] }, {
    h: [`write phase 2 from that, weeks 6 to 12, same style`, `ACL rehab, phase 2, weeks 6–12: split squats 3×10, step-ups 15 cm, single-leg press 3×12, bridging progressions, bike with resistance, balance board. Goals: symmetrical gait, flexion to 135°, single-leg squat with good control.`],
  }),
  remember(`remember: our striker Reza Karimi, grade 2 hamstring strain, left, 12 March`, 'Reza Karimi', 'person',
    ['striker', 'grade 2 hamstring strain, left', 'injured 12 March']),
  append(`log in injury sheet: Reza Karimi, L hamstring gr2, 12/03, out 4-6 wks`, dr('team/injury-log.csv')),
  n(`typical return to play for a grade 2 hamstring in a pro footballer?`),
  n(`برای کمردرد مزمن چه تمرین‌هایی در خانه پیشنهاد می‌کنی؟`, { l: 'fa' }),
  read(`check my IELTS essay for grammar`, dr('study/ielts-writing-practice.txt')),
  n(`what band would that get, roughly`, {
    h: [`check my IELTS essay for grammar`, `Your essay on "working from home" has 7 grammar slips: article errors ("the technology" ×3), two subject–verb agreements, one run-on sentence in paragraph 2 and "less people" for "fewer people". The structure and vocabulary are good.`],
  }),
  n(`is dry needling evidence-based for neck pain or mostly placebo?`),
  look(`show me the new room photo`, dr('photos/clinic-new-room.jpg')),
  n(`short instagram caption for the new treatment room`),
  recall(`when did Reza get injured?`, ['Reza', 'Reza Karimi']),
  n(`3 times a week for 4 weeks, how many visits total`),
  addFact(`Reza started straight-line jogging today, no pain`, 'Reza Karimi', ['started straight-line jogging, no pain']),
  n(`mersi dadash`, { l: 'fa' }),
  read(`when's the next away game`, dr('team/match-schedule.txt')),
  n(`what should be in a pitch-side medical bag, checklist`),
  append(`add 2 rolls of kinesio tape and a foam roller to the equipment order`, dr('clinic/equipment-order.txt')),
  n(`explain to a patient in simple words why rest alone doesn't fix tendinopathy`),
  n(`ye email baraye modir-e bashgah benevis ke budget-e physio kame va tajhizat lazem darim`, { l: 'fa' }),
  n(`which exercises help most for a desk worker with neck pain`),
  n(`1,200,000 toman for 8 visits, per visit?`),
  correct(`correction: Reza's strain is the right side, not left`, 'Reza Karimi', 'grade 2 hamstring strain, left', 'grade 2 hamstring strain, right'),
  n(`best free software for making exercise handouts with pictures`),
  read(`open my ultrasound course notes`, dr('study/msk-ultrasound-course-notes.txt')),
  n(`quiz me, 5 questions from these`, {
    h: [`open my ultrasound course notes`, `study/msk-ultrasound-course-notes.txt covers probe choice (linear 7–15 MHz for tendons), anisotropy, the shoulder protocol (biceps long head, subscapularis, supraspinatus, infraspinatus), and the normal vs tendinopathic Achilles.`],
  }),
  append(`add expense: ultrasound course fee 4,500,000 toman`, dr('expenses.txt')),
  n(`thanks`),
  t(`where's the back pain handout`, 'search_files', { path: DR, pattern: pat('back') }),
  remember(`new player Amir Hosseini, goalkeeper, history of right ankle sprains`, 'Amir Hosseini', 'person',
    ['goalkeeper', 'history of right ankle sprains']),
  whatYouKnow(`list everything you know about my players`),
  n(`good night, long day`),
];

// ---------------------------------------------------------------------------
// Aino Virtanen, 34, accessibility tester in Tampere. Blind since birth: screen reader and a braille display,
// exact wording, the odd braille-keyboard typo; Finnish at home, a little Swedish. Her guide dog is Nuppu.
// Home /home/aino
//   work/wcag-checklist.txt
//   work/test-reports/bank-app-audit.txt
//   work/test-reports/tram-ticket-site.txt
//   work/screenshots/checkout-error.png
//   work/screenshots/login-page.png
//   dog/nuppu-vet-visits.txt
//   dog/nuppu-photo.jpg
//   choir/concert-dates.txt
//   choir/braille-score-order.txt
//   recipes/karjalanpiirakka.txt
//   shopping.txt
const AV = ['/home/aino', '.'];
const av = at('/home/aino');
const aino = [
  look(`Describe the checkout error screenshot for me. My screen reader only says "image".`, av('work/screenshots/checkout-error.png')),
  n(`Is an error shown only in red a WCAG failure? Which success criterion?`, {
    h: [`Describe the checkout error screenshot for me.`, `It shows the checkout form with the card number field outlined in red and no text message; the Pay button is grey. Nothing else says what went wrong.`],
  }),
  read(`Read the bank app audit, just the summary at the top.`, av('work/test-reports/bank-app-audit.txt')),
  append(`Add a finding to the bank audit: "Focus lost after closing the PIN dialog. 2.4.3 fail, severity high."`, av('work/test-reports/bank-app-audit.txt')),
  n(`What's the difference between aria-label and aria-labelledby, briefly?`),
  t(`Echo "testing 1 2 3" so I can check how tool output comes out on my braille display.`, 'echo', { message: ['testing 1 2 3', '"testing 1 2 3"'] }),
  remember(`Remember: Nuppu's vet is Dr Kaisa Lehtonen at the Hervanta clinic.`, 'Kaisa Lehtonen', 'person',
    ["Nuppu's vet", 'works at the Hervanta clinic']),
  read(`When was Nuppu's last vaccination? It's in the vet visits file.`, av('dog/nuppu-vet-visits.txt')),
  n(`How do I protect a guide dog's paws from the salted, icy pavements?`),
  n(`Mikä on "screen reader" virallisesti suomeksi, ruudunlukija vai näytönlukuohjelma?`, { l: 'fi' }),
  read(`When is the spring concert?`, av('choir/concert-dates.txt')),
  append(`Put rye flour, butter and eggs on the shopping list.`, av('shopping.txt')),
  read(`Lue minulle karjalanpiirakoiden resepti.`, av('recipes/karjalanpiirakka.txt'), { l: 'fi' }),
  n(`Can I make the crust with spelt instead of rye?`, {
    h: [`Lue minulle karjalanpiirakoiden resepti.`, `recipes/karjalanpiirakka.txt: kuori 3 dl ruisjauhoja, 1 dl vehnäjauhoja, 2 dl vettä, suolaa; täyte riisipuuro 2 dl riisiä, 1 l maitoa; munavoi päälle.`],
  }),
  n(`Write a polite email to the tram company saying their ticket site can't be used with a keyboard.`),
  n(`Shorter, and offer to test it for them.`, {
    h: [`Write a polite email to the tram company saying their ticket site can't be used with a keyboard.`, `Dear Tampere Tramway customer service, I am a blind customer who uses a screen reader and a keyboard. I would like to let you know that I am currently unable to buy a ticket on your website, because... (four paragraphs)`],
  }),
  recall(`What's the vet's name again?`, ['vet', 'Nuppu', 'Kaisa Lehtonen']),
  list(`What screenshots do I have?`, av('work/screenshots')),
  n(`Alt text for a photo of a yellow Labrador lying under a desk, for my blog.`),
  look(`Actually, describe my real photo of Nuppu so the alt text is accurate.`, av('dog/nuppu-photo.jpg')),
  n(`Thanks, that's lovely.`),
  n(`How long is 9:15 to 16:40?`),
  addFact(`Nuppu is allergic to chicken, the vet confirmed it.`, 'Nuppu', ['allergic to chicken']),
  n(`Kiitos, hyvää yötä!`, { l: 'fi' }),
  t(`Start a new report file in test-reports for the library website audit, first line "Tampere library site: accessibility audit, draft".`, 'write_file', {}),
  n(`Which screen readers are most used on Android these days?`),
  n(`What changed in WCAG 2.2 compared to 2.1?`),
  correct(`Correction: the vet is at the Kaleva clinic now, not Hervanta.`, 'Kaisa Lehtonen', 'works at the Hervanta clinic', 'works at the Kaleva clinic'),
  read(`Did I already order the braille score for the Sibelius piece?`, av('choir/braille-score-order.txt')),
  n(`Good ways to learn a choir part by ear quickly?`),
  t(`For my test log: show me the environment variables your test server sees.`, 'get-env'),
  n(`Hur säger man "ledarhund" på finska?`, { l: 'sv' }),
  open(`What have you saved about Nuppu?`, ['search_nodes', 'open_nodes', 'read_graph']),
  n(`Do braille displays work with phones over Bluetooth reliably?`),
  n(`Night, Nuppu says goodnight too.`),
];

// ---------------------------------------------------------------------------
// Pasang Dorje Sherpa, 40, trekking guide based in Kathmandu, from Khumjung. Practical English learned on the
// trail, no articles; Nepali in Devanagari or in Latin letters.
// Home /home/pasang
//   treks/ebc-april-group/clients.txt
//   treks/ebc-april-group/itinerary.txt
//   treks/ebc-april-group/permits-scan.jpg
//   treks/annapurna-oct/itinerary.txt
//   gear/gear-checklist.txt
//   gear/rental-stock.txt
//   porters/wages.txt
//   first-aid/altitude-sickness-notes.txt
//   family/kids-school-fees.txt
//   family/lhosar-photo.jpg
//   contacts.txt
const PS = ['/home/pasang', '.'];
const ps = at('/home/pasang');
const pasang = [
  read(`who is in my april EBC group`, ps('treks/ebc-april-group/clients.txt')),
  n(`client from germany ask is diamox ok with her blood pressure medicine, what I say`),
  read(`april group itinerary, which day acclimatization in namche`, ps('treks/ebc-april-group/itinerary.txt')),
  n(`if we lose one day for flight delay in lukla what we cut?`, {
    h: [`april group itinerary, which day acclimatization in namche`, `Day 4 is the Namche acclimatisation day (hike to the Everest View Hotel). The plan is 14 days: Lukla–Phakding, Namche, Namche rest, Tengboche, Dingboche, Dingboche rest, Lobuche, Gorak Shep/EBC, Kala Patthar–Pheriche, then back down to Lukla on day 12, with 2 spare days.`],
  }),
  remember(`remember client Hannah Becker from Munich, vegetarian, knee problem, 58 years`, 'Hannah Becker', 'person',
    ['client from Munich', 'vegetarian', 'knee problem', '58 years old']),
  n(`signs of HACE vs HAPE, short list for porters in simple english`),
  n(`now same in nepali please`, {
    h: [`signs of HACE vs HAPE, short list for porters in simple english`, `HACE (brain): bad headache, walks like drunk, confused, very sleepy. HAPE (lungs): breathless even resting, wet cough, gurgling chest, blue lips. Both: go down now.`],
  }),
  read(`how many down jacket we have for rent`, ps('gear/rental-stock.txt')),
  append(`2 sleeping bag broken zip, write that`, ps('gear/rental-stock.txt'), {
    h: [`how many down jacket we have for rent`, `gear/rental-stock.txt: down jackets 14 (3 size S, 6 M, 5 L), sleeping bags -20°C 11, trekking poles 22 pairs, crampons 8 pairs, duffel bags 9.`],
  }),
  n(`लुक्लाको उडान किन धेरै रद्द हुन्छ?`, { l: 'ne' }),
  append(`porter wage: Mingma 12 days x 2500 rs`, ps('porters/wages.txt')),
  n(`12 times 2500?`),
  look(`check permit scan is readable, can you see TIMS number`, ps('treks/ebc-april-group/permits-scan.jpg')),
  n(`how I say no nicely to client who want to skip acclimatization day`),
  recall(`Hannah what she eat again`, ['Hannah', 'Hannah Becker']),
  n(`weather in annapurna in october normally good?`),
  read(`open annapurna october plan`, ps('treks/annapurna-oct/itinerary.txt')),
  n(`dhanyabad dai`, { l: 'ne' }),
  open(`Hannah husband Jens come also, he is ok with everything, eat everything`, ['create_entities', 'add_observations', 'create_relations']),
  n(`write whatsapp message to group: meet at hotel in thamel 5:30 am for drive to ramechhap`),
  n(`add that luggage limit is 15 kg for lukla flight`, {
    h: [`write whatsapp message to group: meet at hotel in thamel 5:30 am for drive to ramechhap`, `Good evening everyone! Tomorrow we meet in the hotel lobby in Thamel at 5:30 am sharp for the drive to Ramechhap (about 4 hours). Please have your bags ready the night before. See you!`],
  }),
  find(`where is my first aid notes`, PS, ['first-aid', 'first aid', 'altitude']),
  n(`1,450 dollar in nepali rupees about how much`),
  n(`good stretching for clients morning before walking, simple`),
  t(`make new folder for manaslu november trek in treks`, 'create_directory', { path: [...ps('treks/manaslu-nov'), ...ps('treks/manaslu-november')] }),
  n(`manaslu need special permit? how much?`),
  correct(`Hannah is not vegetarian, she is vegan, no milk also`, 'Hannah Becker', 'vegetarian', 'vegan, no milk'),
  n(`मेरो छोराको विज्ञान परियोजनाको लागि केही सजिलो विचार दिनुहोस्`, { l: 'ne' }),
  read(`school fee for the kids this term how much`, ps('family/kids-school-fees.txt')),
  n(`lhosar greeting message for my clients in english`),
  look(`show me lhosar photo`, ps('family/lhosar-photo.jpg')),
  n(`thank you friend`),
  read(`give me gear checklist, I send to clients`, ps('gear/gear-checklist.txt')),
  n(`make shorter for women trekkers, add what they ask often`, {
    h: [`give me gear checklist, I send to clients`, `gear/gear-checklist.txt: 42 items in 6 groups: clothing (base layers, fleece, down jacket, shell), feet (boots, 4 pairs socks, camp shoes), sleeping, health (Diamox, blister kit, water purification), documents, small things (headlamp, sunglasses, buff).`],
  }),
  whatYouKnow(`what clients you remember for me`),
];

// ---------------------------------------------------------------------------
// Sione Vaipulu, 63, retired customs officer and choir master of a Methodist church in Nukuʻalofa.
// Careful, polite English with "Please" and "Thank you"; Tongan when greeting or thanking.
// Home /home/sione
//   choir/hymn-list-easter.txt
//   choir/members.txt
//   choir/practice-schedule.txt
//   choir/recordings/tenor-part-hymn-12.mp3
//   church/misinale-donations.txt
//   church/youth-camp-plan.txt
//   family/reunion-auckland.txt
//   family/grandchildren-birthdays.txt
//   garden/yam-planting.txt
//   photos/choir-competition-2025.jpg
//   letters/letter-to-bishop-draft.txt
const SV = ['/home/sione', '.'];
const sv = at('/home/sione');
const sione = [
  read(`Please open the Easter hymn list.`, sv('choir/hymn-list-easter.txt')),
  n(`What is a good warm-up for an old choir whose voices crack on the high notes?`),
  read(`How many tenors do I have? Look in the members list please.`, sv('choir/members.txt')),
  append(`Please add Viliami Fifita, bass, he joined on Sunday.`, sv('choir/members.txt'), {
    h: [`How many tenors do I have? Look in the members list please.`, `choir/members.txt lists 38 members: 12 sopranos, 10 altos, 7 tenors (Sione Taufa, ʻAisea Lolo, Tevita Moala...) and 9 basses.`],
  }),
  m(`Please remember that Viliami Fifita is the son of my cousin Losaline, and he reads music well.`, [
    ['create_entities', { entities: [[{ name: 'Viliami Fifita', entityType: 'person', observations: ['son of Losaline', 'reads music well', 'bass in the choir'] }]] }],
    ['create_relations', { relations: [[{ from: 'Viliami Fifita', to: 'Losaline', relationType: 'son of' }]] }],
  ], { also: ['add_observations'] }),
  n(`Mālō e lelei! Fēfē hake?`, { l: 'to' }),
  read(`Read me the letter I started to the bishop.`, sv('letters/letter-to-bishop-draft.txt')),
  n(`Make it more respectful and shorter, he is a very busy man.`, {
    h: [`Read me the letter I started to the bishop.`, `letters/letter-to-bishop-draft.txt: "Dear Bishop, I write to ask about the choir going to the conference in Fiji in July. We have 38 members and we need help for the fares because the misinale this year was not so big..." It runs to about a page.`],
  }),
  n(`How do I explain singing a round to the Sunday school children?`),
  look(`Show me the photo from last year's competition.`, sv('photos/choir-competition-2025.jpg')),
  n(`Write a short thank you for the women who cooked for the choir after the competition.`),
  read(`What did our family give at the misinale last year?`, sv('church/misinale-donations.txt')),
  n(`350 paʻanga and 420 and 275, what is the total?`),
  n(`ʻOfa atu mo e fakamālō lahi.`, { l: 'to' }),
  read(`Whose birthday is next among the grandchildren?`, sv('family/grandchildren-birthdays.txt')),
  n(`Please write a birthday message for Mele, she turns 10.`, {
    h: [`Whose birthday is next among the grandchildren?`, `Mele is next, on 22 June; she turns 10. After her comes Sione Jr. on 3 August.`],
  }),
  n(`Is it better to plant yams at the full moon like my father said, or is that only a story?`),
  append(`Write in the yam file: planted 40 yams, east side, 3 September.`, sv('garden/yam-planting.txt')),
  recall(`Who is Viliami's mother again?`, ['Viliami', 'Viliami Fifita', 'Losaline']),
  n(`My blood pressure was 150 over 95 this morning. Is that high for a man of 63?`),
  read(`What is the plan for the Auckland reunion?`, sv('family/reunion-auckland.txt')),
  n(`How long is the flight from Tongatapu to Auckland?`),
  n(`What should I bring as gifts for my sister's family there?`, {
    h: [`What is the plan for the Auckland reunion?`, `family/reunion-auckland.txt: 27 December to 3 January at your sister Salote's house in Māngere; about 60 family; a church service on the 28th and a feast on New Year's Day.`],
  }),
  t(`Please move the youth camp plan into the choir folder, the choir is running the camp this year.`, 'move_file', { source: sv('church/youth-camp-plan.txt'), destination: sv('choir/youth-camp-plan.txt') }),
  n(`Thank you my friend.`),
  n(`How can I help a young tenor who is shy to sing alone?`),
  correct(`Correction, Viliami is the grandson of Losaline, not the son.`, 'Viliami Fifita', 'son of Losaline', 'grandson of Losaline'),
  n(`Ko e hā e lea faka-Pilitānia ki he "fakamālō"?`, { l: 'to' }),
  n(`Suggest three hymns for the funeral of an old deacon.`),
  addFact(`Viliami also plays the guitar for the youth group.`, 'Viliami Fifita', ['plays guitar for the youth group']),
  info(`How big is the tenor recording? I want to send it by email.`, sv('choir/recordings/tenor-part-hymn-12.mp3')),
  n(`How can I send it to the tenors if the email will not take a big file?`),
  read(`When is practice this week?`, sv('choir/practice-schedule.txt')),
  whatYouKnow(`What have you remembered about my choir people?`),
  n(`God bless, good night.`),
];

export default [...rodel, ...meiling, ...wanjiru, ...gareth, ...somchai, ...nino, ...dariush, ...aino, ...pasang, ...sione];
