/**
 * Everyday chat requests, twenty-sixth writer. Ten people, about 35 requests each.
 *
 * 1. Dafna Levi, 46, Hadar (Haifa, Israel). Optometrist who owns a small optics shop. Types
 *    fast on the shop laptop between patients: short, direct English with Hebrew words
 *    ("nu", "yalla", "sababa"), some messages fully in Hebrew.
 * 2. Kittipong "Kit" Srisuk, 31, Koh Tao (Thailand). Scuba instructor who also keeps the
 *    bookings of a small dive shop. Phone, lowercase, broken English, "na", "krub", "555",
 *    emoji, Thai script when he is tired.
 * 3. Tariq Mehmood, 54, Sialkot (Pakistan). Owns a workshop that hand-stitches footballs for
 *    export. Dictates formal South Asian business English ("kindly", "please revert"), Roman
 *    Urdu and Urdu in Nastaliq for family matters.
 * 4. Pooja Meena, 33, Mansarovar (Jaipur, India). Bridal mehndi (henna) artist running her
 *    business on Instagram, mother of a schoolboy. Hinglish, Devanagari now and then, emoji.
 * 5. Eleni Markaki, 21, Heraklion (Crete). Archaeology undergraduate on a summer excavation who
 *    waits tables at night. lowercase, "re", "ela", "lol", Greeklish and Greek script.
 * 6. Sanne Bakker, 38, a houseboat in Amsterdam-Noord. Freelance theatre sound engineer.
 *    Terse, shell-ish ("ls", "mv", "mkdir"), typos, Dutch and English mixed.
 * 7. Nurul Aisyah Ismail, 42, Kota Bharu (Kelantan, Malaysia). Draws batik on silk and sells
 *    scarves on Shopee and TikTok live; two children. Manglish ("lah", "ah"), sometimes Malay.
 * 8. Ron Fitzgerald, 81, Glenelg (Adelaide, Australia). Retired butcher and widower who plays
 *    lawn bowls and is new to computers; dictates slowly, "um", calls the assistant "love".
 *    English only.
 * 9. Jordi Puig, 36, Vilafranca del Penedès (Catalonia). Ambulance paramedic and member of the
 *    town's castellers (human-tower) team. Phone, between calls; Catalan, Spanish and English,
 *    "q", "xq".
 * 10. Hannes Tamm, 44, Kuressaare (Saaremaa, Estonia). Builds wooden and barrel saunas and
 *    rents out a holiday cabin. Extremely terse, few words, full stops, Estonian now and then.
 */
import { t, m, n } from './case-helpers.mjs';
import { read, look, list, info, readAll, append, find, remember, addFact, recall, correct, whatYouKnow, at, both, findRead, findLook, findInfo, findEdit, findAppend, edit, sizes, mkdir, any, move } from './case-shorthands.mjs';

// Files of one kind anywhere in the home folder.
const byExt = (q, home, ext, x = {}) => t(q, 'search_files', { path: [home, '.'], pattern: [`*.${ext}`, `**/*.${ext}`, `.${ext}`, ext] }, x);

/* Dafna — /home/dafna
 * shop/
 *   frames_order_Safilo_2025.txt
 *   price list lenses.txt
 *   ספקים.txt
 *   returns_log.csv
 * patients/
 *   contact_lens_followups.txt
 *   kids_myopia_clinic_notes.md
 * family/
 *   bar mitzvah Itai guest list.txt
 *   shakshuka_savta.txt
 *   photos/
 *     itai_torah_reading.jpg
 *     haifa_bay_sunset.jpg
 * admin/
 *   arnona_2025.pdf
 *   vat_quarterly_notes.txt
 */
const D = '/home/dafna';
const dp = at(D);
const dafna = [
  read('open shop/returns_log.csv', dp('shop/returns_log.csv')),
  findRead('how much did I pay Safilo per frame in the last order? yalla quick, patient waiting', D, ['safilo', 'frames', 'order'], dp('shop/frames_order_Safilo_2025.txt')),
  n("what's the difference between progressive lenses and bifocals? I need a simple way to explain it to a 70 year old who is scared of progressives"),
  findRead("Itai's bar mitzvah guest list, how many people do we have so far", D, ['bar mitzvah', 'guest', 'Itai'], dp('family/bar mitzvah Itai guest list.txt')),
  append('add Uncle Moti and Rina, 2 people', dp('family/bar mitzvah Itai guest list.txt'), {
    h: ["Itai's bar mitzvah guest list, how many people do we have so far",
      "family/bar mitzvah Itai guest list.txt has 84 names so far: Levi family 22, Peretz family 31, Itai's class 18, neighbours and friends 13."],
  }),
  n('מה ההבדל בין עדשות מגע יומיות לחודשיות מבחינת סיכון לזיהומים?', { l: 'he' }),
  remember('remember: Ora Haviv, one of my patients, is allergic to the preservative in Opti-Free. always give her the peroxide solution', 'Ora Haviv', 'person', ['patient', 'allergic to the preservative in Opti-Free', 'give her the peroxide solution']),
  list("what's in patients", dp('patients')),
  findLook('show me the picture of Itai reading from the Torah', D, ['itai', 'torah'], dp('family/photos/itai_torah_reading.jpg')),
  n('write a short sign for the shop door: closed Thursday afternoon for inventory, open again Friday 9:00. English and Hebrew'),
  findRead('תפתח לי את הקובץ של הספקים', D, ['ספקים', 'supplier'], dp('shop/ספקים.txt'), { l: 'he' }),
  findEdit('in the lens price list change Varilux X from 2400 to 2550', D, ['price', 'lens'], dp('shop/price list lenses.txt')),
  info('when did I last touch admin/vat_quarterly_notes.txt?', dp('admin/vat_quarterly_notes.txt')),
  recall('nu, what was the thing with Ora Haviv and the contact lens solution?', ['Ora Haviv', 'Haviv', 'Ora']),
  n('how many working days between 14 April and 2 May if I skip Fridays and Saturdays?'),
  mkdir('make a folder in shop called "2026 orders"', any(dp, 'shop/2026 orders', 'shop/2026_orders', 'shop/2026-orders')),
  n('my son says I should use a password manager for the shop accounts. what is it and is it worth it'),
  findRead('kids myopia notes: what atropine dose did I write for the Cohen twins?', D, ['myopia', 'kids'], dp('patients/kids_myopia_clinic_notes.md')),
  n('low-dose atropine for myopia control in kids, what does the research say in general? 0.01 vs 0.05'),
  addFact('Ora Haviv also wants her next pair in the blue Lindberg frame she tried today', 'Ora Haviv', ['wants her next pair in the blue Lindberg frame']),
  correct("wait, I said Opti-Free. it's Biotrue she reacts to, not Opti-Free", 'Ora Haviv', 'allergic to the preservative in Opti-Free', 'allergic to the preservative in Biotrue'),
  move('move haifa_bay_sunset.jpg from family/photos to shop, I want it on the waiting room screen', dp('family/photos/haifa_bay_sunset.jpg'), dp('shop/haifa_bay_sunset.jpg')),
  read('open family/shakshuka_savta.txt', dp('family/shakshuka_savta.txt')),
  n('can I make it the night before and just add the eggs in the morning, or does it get ruined?', {
    h: ['open family/shakshuka_savta.txt',
      "shakshuka_savta.txt:\nSavta Miriam's shakshuka (for 4)\n- 2 tbsp olive oil, 1 onion, 1 red pepper, 4 garlic cloves\n- 1 tbsp sweet paprika, 1 tsp cumin, pinch of chilli\n- 800 g crushed tomatoes, salt, 1 tsp sugar\n- 6 eggs\nCook the sauce 20 min until thick, make holes, crack in the eggs, cover 6-8 min. Parsley and feta on top."],
  }),
  sizes('how big are the pictures in family/photos?', dp('family/photos')),
  n('how do I make a new folder on the desktop in Windows 11? the shop computer, not you'),
  find('do I have anything about arnona on here?', D, ['arnona']),
  info('when is that pdf from? the date of the file', dp('admin/arnona_2025.pdf'), {
    h: ['do I have anything about arnona on here?', 'Yes, one file: admin/arnona_2025.pdf'],
  }),
  n('who gets an arnona discount in Haifa? is there anything for small businesses or only pensioners and students'),
  whatYouKnow('what do you have saved about me and my patients? everything pls'),
  findRead('contact lens follow-ups, who is due this week?', D, ['follow', 'contact'], dp('patients/contact_lens_followups.txt')),
  append('add Yossi Ben-Ami, 2 weeks after first fitting, 12 May', dp('patients/contact_lens_followups.txt'), {
    h: ['contact lens follow-ups, who is due this week?',
      'From patients/contact_lens_followups.txt, due this week: Noa Friedman (toric, 1-month check) on Sunday, Amir Saleh (ortho-k night lenses) on Tuesday, Tamar Gold (first fitting, 2-week check) on Wednesday.'],
  }),
  n('הבת שלי נשרפה בשמש בחוף בת גלים, מה לשים לה על העור?', { l: 'he' }),
  remember('remember that the Safilo rep is called Guy Amsalem, new since March, he only answers the phone on Sundays', 'Guy Amsalem', 'person', ['Safilo sales rep since March', 'only answers the phone on Sundays']),
  n('תכתוב לי הודעה קצרה ללקוחה שהמשקפיים שלה מוכנים, אפשר לאסוף מחר אחרי 10', { l: 'he' }),
];

/* Kit — /home/kit
 * dive/
 *   bookings_june.txt
 *   students_OW_course.csv
 *   dive_log_2025.txt
 *   tank_pressure_checks.txt
 *   sail rock briefing.md
 * photos/
 *   whale_shark_chumphon.jpg
 *   turtle_at_twins.jpg
 *   group photo AOW june.jpg
 * money/
 *   ค่าเช่าบ้าน.txt
 *   tips_split.txt
 * personal/
 *   visa_notes_for_marie.txt
 *   แม่_ยา.txt
 *   muay thai schedule.txt
 */
const K = '/home/kit';
const kp = at(K);
const kit = [
  read('open dive/bookings_june.txt na', kp('dive/bookings_june.txt')),
  findLook('show me whale shark pic 🦈🦈 the one from chumphon', K, ['whale', 'shark', 'chumphon'], kp('photos/whale_shark_chumphon.jpg')),
  n('how long i must wait to fly after 2 dives yesterday? flight to bkk tmr 10am'),
  findRead('who still not pay for open water course', K, ['students', 'OW', 'course'], kp('dive/students_OW_course.csv')),
  findAppend('add to dive log: 14 jun sail rock 28m max 52 min vis 20m, batfish + chevron barracuda 🐟', K, ['dive_log', 'log'], kp('dive/dive_log_2025.txt')),
  n('พรุ่งนี้คลื่นที่เกาะเต่าแรงไหม ออกเรือได้ป่ะ', { l: 'th' }),
  remember('remember na, my student Lena from Hamburg cannot equalize left ear fast, must go slow down the line', 'Lena', 'person', ['student from Hamburg', 'cannot equalize her left ear fast', 'must descend slowly']),
  list('whats in photos', kp('photos')),
  n('แปลเป็นอังกฤษให้หน่อย for my briefing: ห้ามจับปะการัง ห้ามให้อาหารปลา ห้ามเก็บเปลือกหอย', { l: 'th' }),
  findRead('open sail rock briefing pls i forget what i wrote about the chimney', K, ['sail rock', 'sail', 'briefing'], kp('dive/sail rock briefing.md')),
  t('use the sum tool 4350 + 2800', 'get-sum', { a: 4350, b: 2800 }),
  recall('lena from hamburg, what i tell u about her?', ['Lena', 'Lena Hamburg']),
  n('555 ok thx krub'),
  findRead('ค่าเช่าบ้านเดือนนี้เท่าไหร่ เปิดไฟล์ให้หน่อย', K, ['ค่าเช่า', 'rent'], kp('money/ค่าเช่าบ้าน.txt'), { l: 'th' }),
  n('write insta caption for my turtle pic, funny, short, with emoji 🐢'),
  findLook('show me the turtle pic so i can choose', K, ['turtle'], kp('photos/turtle_at_twins.jpg'), {
    h: ['write insta caption for my turtle pic, funny, short, with emoji 🐢',
      'Here are a few:\n1. "Just keep swimming… slowly 🐢💙"\n2. "Me on Monday morning 🐢"\n3. "Shell yeah, Twins dive site 🐢🤿"'],
  }),
  move('rename group photo AOW june.jpg to aow_june_2025.jpg', kp('photos/group photo AOW june.jpg'), kp('photos/aow_june_2025.jpg')),
  n('nitrox 32 max depth at ppo2 1.4? i always forget'),
  findRead('tank checks, which tank was leaking last week', K, ['tank', 'pressure'], kp('dive/tank_pressure_checks.txt')),
  addFact('lena pass her open water today 🎉🎉', 'Lena', ['passed her Open Water course']),
  n('how to say "dont touch the coral" in german and french, for briefing'),
  info('how big is whale_shark_chumphon.jpg in photos? want to send on line', kp('photos/whale_shark_chumphon.jpg')),
  mkdir('make folder dive/july', kp('dive/july')),
  n('marie is french, she come on visa exempt 60 days. can she extend 30 more at samui immigration?'),
  findRead('what i wrote for marie visa', K, ['visa', 'marie'], kp('personal/visa_notes_for_marie.txt')),
  remember('remember marie birthday is 3 august, she like mango sticky rice not cake', 'Marie', 'person', ['birthday 3 August', 'likes mango sticky rice, not cake']),
  find('where my muay thai schedule file', K, ['muay', 'thai', 'schedule']),
  read('open it', kp('personal/muay thai schedule.txt'), {
    h: ['where my muay thai schedule file', 'Found it: personal/muay thai schedule.txt'],
  }),
  n('shoulder pain after muay thai, front of shoulder when i punch. stretch or rest?'),
  findRead('ยาแม่ต้องกินกี่โมงบ้าง', K, ['ยา', 'แม่', 'medicine'], kp('personal/แม่_ยา.txt'), { l: 'th' }),
  edit('change sail rock to chumphon pinnacle for 15th', kp('dive/bookings_june.txt'), {
    h: ['open dive/bookings_june.txt na',
      'bookings_june.txt:\n12 Jun - Fun dive x2, Twins + White Rock - Tom, Sarah (UK)\n14 Jun - Sail Rock day trip - Lena, Marco, 2x Chen\n15 Jun - Sail Rock day trip - Dutch group (4)\n17 Jun - OW course start - Lena, Hiro\n20 Jun - Night dive Japanese Gardens - Marie + 3'],
  }),
  n('give me a funny name for the dive shop wifi lol'),
  findRead('how much tips each person last week', K, ['tips'], kp('money/tips_split.txt')),
  whatYouKnow('what u remember about me bro'),
  n('ฉลามวาฬกินอะไร อันตรายกับนักดำน้ำไหม ลูกค้าถามบ่อย', { l: 'th' }),
];

/* Tariq — /home/tariq
 * export/
 *   order_Hamburg_sports_GmbH.txt
 *   shipment_schedule_2025.csv
 *   FIFA quality pro test results.txt
 *   buyer_contacts.txt
 * workshop/
 *   stitchers_wages_may.csv
 *   panel stock.txt
 *   رمضان_اوقات.txt
 * photos/
 *   new_ball_design_blue_gold.jpg
 *   container loading karachi.jpg
 * ghar/
 *   beti_admission_forms.txt
 *   bijli_bills.txt
 *   ammi ki dawai.txt
 */
const T = '/home/tariq';
const tp = at(T);
const tariq = [
  read('Kindly open export/order_Hamburg_sports_GmbH.txt', tp('export/order_Hamburg_sports_GmbH.txt')),
  findRead('Please check the test results of the pro match ball, did it pass the rebound test or not', T, ['FIFA', 'quality', 'test'], tp('export/FIFA quality pro test results.txt')),
  n('What is the difference between thermo-bonded and hand-stitched football? I have to explain to a new buyer in simple words.'),
  list('Please show what files are there in the workshop folder', tp('workshop')),
  findRead('Stitchers wages for May, what is the total amount', T, ['wages', 'stitchers'], tp('workshop/stitchers_wages_may.csv')),
  n('Bhai ek baat batao, 32 panel wali ball mein kitne pentagon hote hain aur kitne hexagon', { l: 'ur' }),
  remember('Please remember Mr Klaus Berger is purchase manager at Hamburg Sports GmbH, he prefers email not WhatsApp, and he pays through LC at 60 days', 'Klaus Berger', 'person', ['purchase manager at Hamburg Sports GmbH', 'prefers email, not WhatsApp', 'pays with LC at 60 days']),
  findLook('Show me the picture of the new ball design, the blue and gold one', T, ['ball', 'design', 'blue'], tp('photos/new_ball_design_blue_gold.jpg')),
  n('Kindly draft a reply to Klaus that the shipment will be delayed by ten days due to congestion at Karachi port, apologise and offer 2 percent discount'),
  n('Make it more firm please, do not apologise so much, it is not our fault', {
    h: ['Kindly draft a reply to Klaus that the shipment will be delayed by ten days due to congestion at Karachi port, apologise and offer 2 percent discount',
      'Dear Mr Berger,\n\nWe sincerely apologise for the inconvenience. Due to severe congestion at Karachi port, your shipment will unfortunately be delayed by ten days. We deeply regret this and, as a gesture of goodwill, we would like to offer a 2% discount on this order.\n\nOnce again, please accept our sincere apologies.\n\nBest regards,\nTariq Mehmood'],
  }),
  findAppend('Kindly add in the panel stock: received 4000 PU panels white from Lahore supplier on 12 June', T, ['panel', 'stock'], tp('workshop/panel stock.txt')),
  findRead('رمضان کے اوقات والی فائل کھولیں، کاریگروں کی چھٹی کتنے بجے ہے', T, ['رمضان', 'اوقات', 'ramzan', 'ramadan'], tp('workshop/رمضان_اوقات.txt'), { l: 'ur' }),
  recall('What did I tell you about Klaus?', ['Klaus', 'Klaus Berger']),
  info('When was shipment_schedule_2025.csv in export last modified?', tp('export/shipment_schedule_2025.csv')),
  move('Please move the container loading Karachi picture to the export folder', tp('photos/container loading karachi.jpg'), tp('export/container loading karachi.jpg')),
  n('What is FOB and CIF, which one is better for me as an exporter from Sialkot?'),
  correct('Correction please, Klaus pays LC at 90 days, not 60 days', 'Klaus Berger', 'pays with LC at 60 days', 'pays with LC at 90 days'),
  findRead('ammi ki dawai wali file kholo, shaam ko kaun si goli deni hai', T, ['ammi', 'dawai'], tp('ghar/ammi ki dawai.txt'), { l: 'ur' }),
  n('Amlodipine tablet, can it be taken with grapefruit juice? My mother likes the juice.'),
  findEdit('In buyer contacts, change the Decathlon email to sourcing.balls@decathlon.com, the old one is bouncing', T, ['buyer', 'contacts'], tp('export/buyer_contacts.txt')),
  n('USD 18,500 at 278 rupees, how much in PKR roughly?'),
  mkdir('Create a folder in export named Decathlon 2026', any(tp, 'export/Decathlon 2026', 'export/Decathlon_2026', 'export/decathlon 2026')),
  findRead('My daughter admission forms, what is the last date for the fee?', T, ['admission', 'beti', 'forms'], tp('ghar/beti_admission_forms.txt')),
  n('Which is better for BS Computer Science, FAST or COMSATS Lahore? Give honest opinion.'),
  remember('Remember my daughter name is Hira, she is applying for BS Computer Science in Lahore', 'Hira', 'person', ["Tariq's daughter", 'applying for BS Computer Science in Lahore']),
  t('Please show me all the folders and files like a tree, I want to see everything I have', 'directory_tree', { path: [T, '.', `${T}/`] }, { also: ['list_directory'] }),
  findRead('bijli ka bill is mahine kitna aya hai', T, ['bijli', 'bill'], tp('ghar/bijli_bills.txt'), { l: 'ur' }),
  n('And if the rate goes to 281?', {
    h: ['USD 18,500 at 278 rupees, how much in PKR roughly?', 'About PKR 5,143,000 (18,500 × 278).'],
  }),
  addFact('Add to Hira: her entry test is on 20 July', 'Hira', ['entry test on 20 July']),
  whatYouKnow('Kindly tell me everything you have remembered so far'),
  n('JazakAllah, you are very helpful'),
  read('Please read export/shipment_schedule_2025.csv', tp('export/shipment_schedule_2025.csv')),
  edit('Change the ETD of container 3 from 15 July to 25 July', tp('export/shipment_schedule_2025.csv'), {
    h: ['Please read export/shipment_schedule_2025.csv',
      'shipment_schedule_2025.csv:\ncontainer,buyer,qty,ETD Karachi,ETA\n1,Hamburg Sports GmbH,12000,02 May,06 Jun\n2,Decathlon,18000,10 Jun,14 Jul\n3,Hamburg Sports GmbH,9500,15 Jul,19 Aug\n4,Select Sport,7000,05 Sep,09 Oct'],
  }),
  n('How do I convert a CSV file into Excel on my laptop? My accountant wants Excel only.'),
  find('Please search for any file with Decathlon in the name', T, ['Decathlon', 'decathlon']),
];

/* Pooja — /home/pooja
 * bookings/
 *   shaadi_season_nov_dec.txt
 *   bridal_packages_rates.txt
 *   advance_received.csv
 * designs/
 *   arabic_bel_simple.jpg
 *   dulha dulhan portrait design.jpg
 *   मोर डिज़ाइन final.png
 * insta/
 *   captions ideas.txt
 *   hashtags.txt
 * ghar/
 *   grocery list.txt
 *   Aarav school timetable.txt
 *   mehndi cone recipe.txt
 */
const P = '/home/pooja';
const pp = at(P);
const pooja = [
  findRead('bridal package rates kitne rakhe the maine is saal? file kholo pls 🙏', P, ['bridal', 'rates', 'package'], pp('bookings/bridal_packages_rates.txt'), { l: 'hi' }),
  n('mehndi ka colour dark kaise kare? natural tarike batao 🌿', { l: 'hi' }),
  findLook('show me the peacock design 🦚', P, ['मोर', 'peacock', 'mor'], pp('designs/मोर डिज़ाइन final.png')),
  list('whats in designs folder', pp('designs')),
  findAppend('add in advance list: Sharma ji wedding 7 dec, 5000 advance, UPI', P, ['advance'], pp('bookings/advance_received.csv')),
  remember('remember Kavya Sharma is the bride for 7 dec, she wants dulha dulhan portrait on both palms and NO glitter', 'Kavya Sharma', 'person', ['bride, wedding on 7 December', 'wants dulha dulhan portrait on both palms', 'no glitter']),
  n('write insta caption for bridal mehndi reel, hinglish, fun, emojis 💍✨'),
  read('open insta/hashtags.txt', pp('insta/hashtags.txt')),
  edit('replace #jaipurmehndi with #mehndiartistjaipur everywhere', pp('insta/hashtags.txt'), {
    h: ['open insta/hashtags.txt',
      'hashtags.txt:\n#bridalmehndi #jaipurmehndi #mehndidesign #rajasthanimehndi #dulhanmehndi #mehndiartist #jaipurmehndi #arabicmehndi #weddingseason'],
  }),
  recall('kavya ke baare mein kya bataya tha maine?', ['Kavya', 'Kavya Sharma'], { l: 'hi' }),
  n('how many hours before haldi should the bride get mehndi done?'),
  findRead('मेहंदी कोन वाली रेसिपी खोलो, यूकेलिप्टस तेल कितना डालना है?', P, ['cone', 'recipe', 'mehndi'], pp('ghar/mehndi cone recipe.txt'), { l: 'hi' }),
  n('is black mehndi safe? one client asking for it for karva chauth'),
  findRead("check aarav's school timetable, what is first period tmrw", P, ['timetable', 'Aarav'], pp('ghar/Aarav school timetable.txt')),
  info('how big is that file? want to send on whatsapp', pp('designs/मोर डिज़ाइन final.png'), {
    h: ['show me the peacock design 🦚', 'Here it is, designs/मोर डिज़ाइन final.png: a peacock with a long curled tail running from the wrist up the ring finger, paisleys and jaali around it.'],
  }),
  n('50 brides this season, average 11000 each, total kitna hua?'),
  n('how do i make a new folder in google drive from my phone? want to share designs with neha'),
  move('move dulha dulhan portrait design.jpg from designs to insta', pp('designs/dulha dulhan portrait design.jpg'), pp('insta/dulha dulhan portrait design.jpg')),
  correct('kavya wants glitter after all 😂 she changed her mind, update it', 'Kavya Sharma', 'no glitter', 'wants glitter after all'),
  n('suggest 5 names for my mehndi brand, classy not cheesy'),
  findRead('whats on my grocery list', P, ['grocery'], pp('ghar/grocery list.txt')),
  append('add besan, haldi, 2 kg atta', pp('ghar/grocery list.txt'), {
    h: ['whats on my grocery list', 'ghar/grocery list.txt:\n- doodh 2 packet\n- paneer\n- tamatar 1 kg\n- dhaniya\n- Aarav ka tiffin biscuit'],
  }),
  n('what is a good name for a file where i keep all my client numbers? 😅'),
  whatYouKnow('tell me everything u remember about me and my clients'),
  find('where did i save the captions file?', P, ['caption']),
  n('what time is best to post reels for indian audience? weekdays or weekend'),
  n('how to take good photos of mehndi hands, light and angle tips 📸'),
  remember('remember my assistant artist Neha charges 1500 per day, she is very good at arabic designs', 'Neha', 'person', ['assistant mehndi artist', 'charges 1500 per day', 'very good at Arabic designs']),
  n('yaar bahut thak gayi hu aaj, 6 haath kiye 😩', { l: 'hi' }),
  n("bride's mother is asking for discount again and again, how do i say no politely? in hinglish"),
  n('दुल्हन के हाथ में दूल्हे का नाम छुपाने का कोई नया आइडिया दो', { l: 'hi' }),
  n('how do i write a simple invoice for a client on whatsapp? format pls'),
  addFact('neha also does kids mehndi now, 300 per kid', 'Neha', ['also does kids mehndi, 300 per child']),
  t('list designs folder with sizes, biggest first', 'list_directory_with_sizes', { path: pp('designs'), sortBy: 'size' }, { also: ['list_directory'] }),
  n('thank u so much 🙏❤️'),
];

/* Eleni — /home/eleni
 * uni/
 *   thesis_outline_minoan_pottery.md
 *   bibliography.txt
 *   εργασία αρχαιολογία.txt
 * dig/
 *   trench_B_daily_notes.txt
 *   finds_register.csv
 *   sherd_photo_0412.jpg
 *   site plan sketch.png
 * work/
 *   shifts_taverna_july.txt
 *   tips.txt
 * me/
 *   packing list athens.txt
 *   γιαγιά συνταγή καλιτσούνια.txt
 */
const E = '/home/eleni';
const ep = at(E);
const eleni = [
  read('open dig/trench_B_daily_notes.txt', ep('dig/trench_B_daily_notes.txt')),
  n('whats the difference between middle minoan and late minoan pottery, one paragraph, explain like im tired lol'),
  findLook('show me the sherd photo from today', E, ['sherd'], ep('dig/sherd_photo_0412.jpg')),
  findAppend('add to the finds register: B-147, rim sherd, kamares ware, 3.2 cm, locus 12', E, ['finds', 'register'], ep('dig/finds_register.csv')),
  n('ti shmainei stratigraphy me apla logia? o kathigitis to leei synexeia', { l: 'el' }),
  findRead('ποιες βάρδιες έχω στην ταβέρνα τον ιούλιο;', E, ['shifts', 'july', 'βάρδιες'], ep('work/shifts_taverna_july.txt'), { l: 'el' }),
  remember('remember dr papadaki is my supervisor, she wants everything in harvard referencing and she hates footnotes', 'Dr Papadaki', 'person', ['my supervisor', 'wants everything in Harvard referencing', 'hates footnotes']),
  findRead('check my bibliography, did i already put renfrew 1972', E, ['bibliography'], ep('uni/bibliography.txt')),
  n('how do i cite an excavation report in harvard, like a BSA supplementary volume'),
  findEdit('change the title in my thesis outline to "Kamares Ware in Domestic Contexts"', E, ['thesis', 'outline'], ep('uni/thesis_outline_minoan_pottery.md')),
  recall('what did i tell u about my supervisor again', ['Papadaki', 'supervisor', 'Dr Papadaki']),
  list('whats in dig', ep('dig')),
  n('ela re im dead, dig at 6am and taverna till 1 🫠'),
  findRead('η συνταγή της γιαγιάς για καλιτσούνια, πόση μυζήθρα θέλει;', E, ['καλιτσούνια', 'συνταγή', 'γιαγιά'], ep('me/γιαγιά συνταγή καλιτσούνια.txt'), { l: 'el' }),
  n('should i name my photo files by find number or by date? the register uses find numbers'),
  n('add french too, we get loads of french tourists this year', {
    h: ['translate "please do not touch the finds" into english, german and italian for a sign at the site',
      'English: Please do not touch the finds.\nGerman: Bitte die Funde nicht berühren.\nItalian: Si prega di non toccare i reperti.'],
  }),
  move('rename sherd_photo_0412.jpg to B-147_rim_sherd.jpg', ep('dig/sherd_photo_0412.jpg'), ep('dig/B-147_rim_sherd.jpg')),
  addFact('add: dr papadaki is away 10-20 july, email her assistant nikos instead', 'Dr Papadaki', ['away 10-20 July, email her assistant Nikos instead']),
  read('open work/tips.txt', ep('work/tips.txt')),
  n('so how much is that per night on average', {
    h: ['open work/tips.txt', 'tips.txt:\n1/7 - 42€\n2/7 - 35€\n3/7 - 61€\n5/7 - 58€\n6/7 - 27€\n8/7 - 44€'],
  }),
  n('write an email to dr papadaki asking for one more week for the bibliography chapter, polite but not grovelling'),
  n('can u explain what a harris matrix is, short version, exam tmrw'),
  find('where did i put the εργασία file', E, ['εργασία', 'ergasia']),
  readAll('open bibliography and the thesis outline together i want to compare', both(ep, 'uni/bibliography.txt', 'uni/thesis_outline_minoan_pottery.md')),
  n('posi ora kanei to ploio apo irakleio ston peiraia? to nyxterino', { l: 'el' }),
  findRead('packing list for athens, did i put the charger', E, ['packing'], ep('me/packing list athens.txt')),
  append('add laptop charger and student pass', ep('me/packing list athens.txt'), {
    h: ['packing list for athens, did i put the charger',
      'No charger yet. me/packing list athens.txt has: ID card, ferry ticket, black dress for the graduation, sandals, toothbrush, headphones, thesis printout.'],
  }),
  correct('oops dr papadaki wants chicago author-date not harvard, my bad', 'Dr Papadaki', 'wants everything in Harvard referencing', 'wants Chicago author-date referencing'),
  n('is it ok to take a small sherd home from a surface survey if its just scatter? asking for a friend lol'),
  whatYouKnow('what do u know about me'),
  n('translate "please do not touch the finds" into english, german and italian for a sign at the site'),
  n('whats a good free app to back up my dig photos, google photos is full'),
  n('how do i free up space on a macbook air 128gb, its always full'),
  remember('remember my dig partner is marco from bologna, vegetarian, always late lol', 'Marco', 'person', ['dig partner', 'from Bologna', 'vegetarian', 'always late']),
  n('what do archaeologists mean by "terminus post quem"? is it the same as a date'),
];

/* Sanne — /home/sanne
 * shows/
 *   cue_sheet_Hamlet_Stadsschouwburg.txt
 *   mic_list_musical.csv
 *   rider_requirements.md
 *   invoice_template.txt
 * boot/
 *   woonboot onderhoud.txt
 *   havengeld 2025.txt
 *   bilge pump manual.pdf
 * audio/
 *   thunder_fx_v3.wav
 *   rain ambience loop.wav
 * misc/
 *   fietsroute werk.txt
 *   belastingaangifte notities.txt
 *   pasfoto.jpg
 */
const S = '/home/sanne';
const sp = at(S);
const sanne = [
  read('open shows/cue_sheet_Hamlet_Stadsschouwburg.txt', sp('shows/cue_sheet_Hamlet_Stadsschouwburg.txt')),
  edit('cue 34 thunder fade 3s -> 5s', sp('shows/cue_sheet_Hamlet_Stadsschouwburg.txt'), {
    h: ['open shows/cue_sheet_Hamlet_Stadsschouwburg.txt',
      'cue_sheet_Hamlet_Stadsschouwburg.txt:\nQ31 - ghost entrance, low drone in, fade 8s\nQ32 - drone out, fade 4s\nQ33 - wind loop, SR surround, -12 dB\nQ34 - thunder_fx_v3, full rig, fade 3s\nQ35 - rain ambience in, fade 6s\nQ36 - all out, snap'],
  }),
  n('cardioid vs supercardioid for a headset vocal in theatre? short pls'),
  n('why does the lav on the actor with the beard sound so muffled? placement tips'),
  look('play audio/thunder_fx_v3.wav', sp('audio/thunder_fx_v3.wav')),
  t('echo "soundcheck 1 2 1 2"', 'echo', { message: 'soundcheck 1 2 1 2' }),
  findRead('woonboot onderhoudslijst ff openen', S, ['onderhoud', 'woonboot'], sp('boot/woonboot onderhoud.txt'), { l: 'nl' }),
  append('zet erbij: anode vervangen voor oktober', sp('boot/woonboot onderhoud.txt'), {
    l: 'nl',
    h: ['woonboot onderhoudslijst ff openen',
      'boot/woonboot onderhoud.txt:\n- dakgoot schoonmaken (voorjaar)\n- bilgepomp testen, elke maand\n- touwen + fenders checken\n- kozijnen kajuit schilderen, zomer\n- CV-ketel service, sept'],
  }),
  n('hoe vaak moet een woonboot eigenlijk op de helling voor de casco keuring?', { l: 'nl' }),
  n('whats the best way to loop a rain ambience so you dont hear the seam'),
  remember('remember joris is stage manager at stadsschouwburg. call him, dont email, he hates long msgs', 'Joris', 'person', ['stage manager at Stadsschouwburg', 'call him, not email', 'hates long messages']),
  n('what sample rate should i deliver fx in for qlab, 48k right? or 44.1'),
  mkdir('mkdir shows/Hamlet archive', any(sp, 'shows/Hamlet archive', 'shows/Hamlet_archive')),
  move('mv the hamlet cue sheet in there', sp('shows/cue_sheet_Hamlet_Stadsschouwburg.txt'), any(sp, 'shows/Hamlet archive/cue_sheet_Hamlet_Stadsschouwburg.txt', 'shows/Hamlet_archive/cue_sheet_Hamlet_Stadsschouwburg.txt'), {
    h: ['mkdir shows/Hamlet archive', 'Created shows/Hamlet archive.'],
  }),
  n('dante vs analog multicore, is it worth switching for small venues'),
  findRead('havengeld, how much do i still owe this year', S, ['havengeld'], sp('boot/havengeld 2025.txt')),
  n('mijn buurboot speelt elke avond trompet tot 23u, hoe zeg ik dat aardig zonder ruzie', { l: 'nl' }),
  recall('joris, what did i say', ['Joris']),
  n('fix typos pls: "hi all, load in tmrw 0800, pls bring ur own di boxes, no parkin at stagedoor, thx"'),
  list('ls audio', sp('audio')),
  n('how do i make a new folder in finder, my brain is fried lol'),
  findRead('rider reqs, did i put the wedges in', S, ['rider'], sp('shows/rider_requirements.md')),
  edit('replace "4x wedges" with "6x wedges"', sp('shows/rider_requirements.md'), {
    h: ['rider reqs, did i put the wedges in',
      'Yes, shows/rider_requirements.md lists "4x wedges (d&b M4 or similar), 2 mixes" under Monitors, along with FOH position centre rear, 1x 32A CEE power, 6x DI boxes provided by venue.'],
  }),
  n('22 shows x 385 euro, what do i make before tax'),
  correct('joris actually prefers signal, not calls. fix that', 'Joris', 'call him, not email', 'prefers Signal messages, not calls'),
  findLook('pasfoto laten zien', S, ['pasfoto'], sp('misc/pasfoto.jpg'), { l: 'nl' }),
  n('is 35x45mm the right size for a dutch passport photo? do they still take them at the gemeente'),
  t('which folders do u actually have access to', 'list_allowed_directories'),
  findRead('belasting notities, what did i write about btw for the musical gig', S, ['belasting'], sp('misc/belastingaangifte notities.txt')),
  n('do freelancers in NL have to charge btw on theatre sound work? or is it exempt like performers'),
  byExt('find every wav', S, 'wav'),
  n('how long does a 9V last in a shure beltpack roughly, one show or two'),
  m('copy invoice_template.txt in shows to shows/invoice_hamlet.txt', [['read_text_file', { path: sp('shows/invoice_template.txt') }], ['write_file', { path: sp('shows/invoice_hamlet.txt') }]]),
  t('send me a tiny test image, checking if images show up on my phone', 'get-tiny-image'),
  addFact('joris is leaving after this season, moving to rotterdam', 'Joris', ['leaving after this season, moving to Rotterdam']),
];

/* Aisyah — /home/aisyah
 * batik/
 *   tempahan_raya.txt
 *   harga_kain_sutera.txt
 *   pewarna_stock.csv
 *   motif bunga raya.jpg
 *   motif pucuk rebung.jpg
 * jualan/
 *   shopee_orders_june.csv
 *   tiktok live script.txt
 *   kurier_rates.txt
 * rumah/
 *   resipi nasi kerabu.txt
 *   yuran sekolah anak.txt
 *   jadual mengaji Adam.txt
 */
const A = '/home/aisyah';
const ap = at(A);
const aisyah = [
  findRead('how many raya order i got already ah, open the tempahan file', A, ['tempahan', 'raya'], ap('batik/tempahan_raya.txt')),
  n('how to fix the colour on silk batik so it dont run when customer wash, sodium silicate ok or not?'),
  findLook('show me the bunga raya motif', A, ['bunga', 'raya', 'motif'], ap('batik/motif bunga raya.jpg')),
  findAppend('tambah dalam tempahan: Puan Rohani, 3 helai sutera biru, hantar sebelum 20 Mac', A, ['tempahan'], ap('batik/tempahan_raya.txt'), { l: 'ms' }),
  read('open jualan/kurier_rates.txt', ap('jualan/kurier_rates.txt')),
  n('so which cheaper for 1kg to sabah, j&t or poslaju?', {
    h: ['open jualan/kurier_rates.txt',
      'kurier_rates.txt:\nJ&T - Semenanjung 1kg RM7.50, Sabah/Sarawak 1kg RM15.90\nPoslaju - Semenanjung 1kg RM8.00, Sabah/Sarawak 1kg RM14.50\nNinja Van - Semenanjung 1kg RM6.90, Sabah/Sarawak 1kg RM16.00'],
  }),
  remember('remember Puan Rohani, she is teacher at SMK Kota, always buy for her colleagues, i give her 10% discount', 'Puan Rohani', 'person', ['teacher at SMK Kota', 'buys for her colleagues', 'gets 10% discount']),
  n('tulis caption tiktok untuk batik sutera lukis tangan, santai je, letak emoji sikit', { l: 'ms' }),
  n('what mordant to use for natural indigo on silk, alum ok?'),
  findEdit('change the price of sutera 2 meter to RM85', A, ['harga', 'sutera'], ap('batik/harga_kain_sutera.txt')),
  n('15% off RM240 is how much ah'),
  recall('puan rohani what discount i give her ah', ['Rohani', 'Puan Rohani']),
  list('what inside jualan folder', ap('jualan')),
  n('how to pack silk scarf so it dont crease in the post'),
  n('apa beza batik canting dengan batik blok? customer tanya', { l: 'ms' }),
  findRead('open my nasi kerabu recipe, how much budu i put', A, ['kerabu'], ap('rumah/resipi nasi kerabu.txt')),
  move('rename motif pucuk rebung.jpg to pucuk_rebung_final.jpg', ap('batik/motif pucuk rebung.jpg'), ap('batik/pucuk_rebung_final.jpg')),
  n('my son Adam ask why the sky is blue, how to explain to 8 years old'),
  findRead('jadual mengaji adam hari apa ya', A, ['mengaji', 'jadual'], ap('rumah/jadual mengaji Adam.txt'), { l: 'ms' }),
  remember('remember my silk supplier is Kedai Kain Ah Seng in Kota Bharu, Mr Lim, cash only', 'Kedai Kain Ah Seng', 'supplier', ['silk supplier in Kota Bharu', 'owner is Mr Lim', 'cash only']),
  correct('sorry Puan Rohani discount is 15% not 10%', 'Puan Rohani', 'gets 10% discount', 'gets 15% discount'),
  n('nice, now write short caption for this one for shopee listing', {
    h: ['show me the bunga raya motif',
      'Here is batik/motif bunga raya.jpg: red hibiscus flowers with curling leaves on a deep blue silk background, hand-drawn canting lines in gold.'],
  }),
  read('open jualan/tiktok live script.txt', ap('jualan/tiktok live script.txt')),
  n('make it shorter, 30 second version', {
    h: ['open jualan/tiktok live script.txt',
      'tiktok live script.txt:\nAssalamualaikum semua! Welcome to Aisyah Batik live 🌺 Hari ni kita ada batik sutera lukis tangan, semua saya lukis sendiri kat Kota Bharu. Tengok ni motif bunga raya, warna biru laut... Each scarf 2 meter, pure silk, RM85 only. Yang join live sekarang dapat free pos Semenanjung! Comment "NAK" kalau nak, saya reserve untuk you. Stok terhad, 10 helai je. Jangan lupa follow & share ya!'],
  }),
  mkdir('make new folder inside batik name Raya 2026', any(ap, 'batik/Raya 2026', 'batik/Raya_2026', 'batik/raya 2026')),
  n('is it ok to name my files in malay or must english? my son say computer dont like spaces'),
  findRead('when is the school fees due, the yuran file', A, ['yuran'], ap('rumah/yuran sekolah anak.txt')),
  sizes('show all files in batik with size', ap('batik')),
  addFact('Mr Lim at Ah Seng now can accept DuitNow also', 'Kedai Kain Ah Seng', ['now accepts DuitNow']),
  whatYouKnow('apa yang awak ingat pasal saya?', { l: 'ms' }),
  n('terima kasih banyak2 🙏', { l: 'ms' }),
  find('find my shopee file', A, ['shopee']),
  n('what is a good price for hand drawn silk batik scarf 2m for singapore customer?'),
  n('write whatsapp msg to customer, her parcel late because banjir in kelantan, sorry'),
  n('shopee or tiktok shop, which one take less commission now?'),
];

/* Ron — /home/ron
 * Documents/
 *   Medications list.txt
 *   Pension letter Centrelink March.txt
 *   bowls club fixtures 2025.txt
 *   Christmas card addresses.txt
 *   Jean's lamb roast.txt
 * Pictures/
 *   Jean and me at Victor Harbor 1978.jpg
 *   great grandson Archie.jpg
 *   shop front 1985.jpg
 * Letters/
 *   letter to Margaret.txt
 *   council rates.txt
 */
const RON = '/home/ron';
const ronp = at(RON);
const ron = [
  n("hello computer is this thing on. my granddaughter Chloe set this up for me, I'm not much good with these things"),
  list("um can you tell me what's in my Documents folder please", ronp('Documents')),
  findRead("read me my medications list love, I can't remember if the blood thinner is the morning one or the night one", RON, ['medication'], ronp('Documents/Medications list.txt')),
  n('what does the warfarin do exactly and why did the doctor say go easy on the spinach'),
  findLook('can you show me the photo of Jean and me at Victor Harbor', RON, ['Jean', 'Victor'], ronp('Pictures/Jean and me at Victor Harbor 1978.jpg')),
  remember("remember my granddaughter Chloe, she's a physio up in Brisbane and she rings me on Sundays", 'Chloe', 'person', ["Ron's granddaughter", 'physiotherapist in Brisbane', 'rings on Sundays']),
  findRead("when's the next bowls game, the fixtures thing", RON, ['bowls', 'fixtures'], ronp('Documents/bowls club fixtures 2025.txt')),
  n("what's the rule in lawn bowls if your bowl touches the jack, is it a toucher and does it stay in"),
  findAppend('can you add to the Christmas card addresses, um, Doreen Walsh, 14 Jetty Road Brighton 5048', RON, ['Christmas', 'addresses'], ronp('Documents/Christmas card addresses.txt')),
  findRead("read me Jean's lamb roast recipe would you", RON, ['lamb', 'roast'], ronp("Documents/Jean's lamb roast.txt")),
  n('how long for a two kilo leg then, I like it a bit pink', {
    h: ["read me Jean's lamb roast recipe would you",
      "Here's Jean's lamb roast: a leg of lamb studded with garlic and rosemary, rubbed with olive oil, salt and pepper. Potatoes, pumpkin and onions around it. Oven at 180. Rest it 15 minutes under foil before carving. Gravy from the pan juices with a spoon of flour and a splash of the red."],
  }),
  recall('what did I tell you about Chloe', ['Chloe']),
  correct('no no Chloe rings on Saturdays not Sundays, I got that wrong', 'Chloe', 'rings on Sundays', 'rings on Saturdays'),
  findRead('the letter from Centrelink, what does it say about the pension going up', RON, ['Centrelink', 'pension'], ronp('Documents/Pension letter Centrelink March.txt')),
  n('what does that mean in plain English, the deeming rate bit', {
    h: ['the letter from Centrelink, what does it say about the pension going up',
      'The letter says your Age Pension goes up by $29.70 a fortnight from 20 March, to $1,149.00. It also says the deeming rates stay at 0.25% on the first $62,600 of your financial assets and 2.25% above that, and that you must tell them within 14 days if your savings change.'],
  }),
  find('where is the letter I was writing to Margaret', RON, ['Margaret', 'letter']),
  read('open that one please', ronp('Letters/letter to Margaret.txt'), {
    h: ['where is the letter I was writing to Margaret', "It's in the Letters folder: Letters/letter to Margaret.txt"],
  }),
  append('put at the end: love from Ron, and give my regards to Bill', ronp('Letters/letter to Margaret.txt'), {
    h: ['open that one please',
      "letter to Margaret.txt:\nDear Margaret,\nThank you for the card and the photos of the grandkids. The weather has been cold here, the bowls club is closed for the greens to be redone. Chloe came down for a weekend. I am learning this computer thing, so this is my first letter typed.\n"],
  }),
  n('how do you spell rheumatism'),
  findInfo("how big is the picture of Archie? Chloe says it's too big to email", RON, ['Archie'], ronp('Pictures/great grandson Archie.jpg')),
  n('what is an attachment on an email and how big can they be'),
  remember("remember Archie is my great grandson, born 2nd of February this year, he's Emma's boy, Chloe's sister", 'Archie', 'person', ['great grandson', 'born 2 February', "son of Emma, Chloe's sister"]),
  n('tell me a joke about lawn bowls'),
  n('what would a kilo of rump steak have cost in 1985 roughly, I had the shop then'),
  n('how do I make the writing bigger on this screen, my eyes are not what they were'),
  mkdir('make a new folder called Recipes love', ronp('Recipes')),
  move("and put Jean's lamb roast in there", ronp("Documents/Jean's lamb roast.txt"), ronp("Recipes/Jean's lamb roast.txt"), {
    h: ['make a new folder called Recipes love', "Done, there's a new folder called Recipes in your home folder."],
  }),
  findRead('the council rates, when are they due', RON, ['council', 'rates'], ronp('Letters/council rates.txt')),
  n('is it better to pay the council rates all at once or by the quarter'),
  whatYouKnow('what have you got remembered about me and the family'),
  n('who won the footy last night, did the Crows get up'),
  addFact("Chloe is moving back to Adelaide in September, she got a job at the Women's and Children's", 'Chloe', ["moving back to Adelaide in September, job at the Women's and Children's Hospital"]),
  n('thank you love, you have been very patient with me'),
  n('how do I turn this thing off properly, do I just shut the lid'),
  n('my wife Jean passed three years ago and some days are harder than others. what helps'),
];

/* Jordi — /home/jordi
 * colla/
 *   assaig_divendres.txt
 *   pinya_posicions.csv
 *   llista socis quotes 2025.csv
 *   castell 3de9 foto.jpg
 * feina/
 *   torns_juny.txt
 *   protocol_ictus_notes.md
 *   formació SVA.txt
 * casa/
 *   hipoteca_simulació.txt
 *   llista compra.txt
 *   vins_celler.txt
 */
const JO = '/home/jordi';
const jop = at(JO);
const jordi = [
  read('obre colla/assaig_divendres.txt', jop('colla/assaig_divendres.txt'), { l: 'ca' }),
  n('quants pisos té un 3de9 amb folre i quanta gent cal a la pinya més o menys?', { l: 'ca' }),
  findRead('who is on baix in the pinya list for sunday', JO, ['pinya'], jop('colla/pinya_posicions.csv')),
  findLook('show me the photo of the 3de9 from the diada', JO, ['3de9', 'castell'], jop('colla/castell 3de9 foto.jpg')),
  remember("remember Marc Vidal is our new cap de colla since june, he's super strict about arriving on time", 'Marc Vidal', 'person', ['cap de colla since June', 'strict about arriving on time']),
  findRead('torns de juny, treballo el 24? xq és sant joan', JO, ['torns', 'juny'], jop('feina/torns_juny.txt'), { l: 'ca' }),
  n('cincinnati prehospital stroke scale vs RACE scale, quick summary, q ho vull repassar'),
  findRead('open my stroke protocol notes, what was the door to needle target we wrote', JO, ['ictus', 'protocol'], jop('feina/protocol_ictus_notes.md')),
  findEdit('mark Pere Rovira quota as paid in the socis list', JO, ['socis', 'quotes'], jop('colla/llista socis quotes 2025.csv')),
  n('escríbeme un mensaje para el grupo: ensayo el viernes a las 20h, traed faixa y mocador, que el domingo hay diada', { l: 'es' }),
  recall('què et vaig dir del Marc?', ['Marc', 'Marc Vidal'], { l: 'ca' }),
  n('fixed or variable mortgage in spain right now, which is smarter for 25 years'),
  n('180.000 a 25 anys al 3%, quina quota mensual surt més o menys?', { l: 'ca' }),
  list('what do i have in feina', jop('feina')),
  findAppend('add to llista compra: pa, tomàquets, oli, fuet', JO, ['compra', 'llista'], jop('casa/llista compra.txt')),
  n('is it ok to go to castells 2 days after a night shift, my lower back is killing me'),
  mkdir('make folder feina/cursos', jop('feina/cursos')),
  move('and move the SVA training file in there', jop('feina/formació SVA.txt'), jop('feina/cursos/formació SVA.txt'), {
    h: ['make folder feina/cursos', 'Done: feina/cursos is created.'],
  }),
  addFact('marc also wants everyone at the plaça 45 min before', 'Marc Vidal', ['wants everyone at the plaça 45 minutes before']),
  n('which cava goes with a seafood paella, brut nature or rosat?'),
  n('cava brut nature vs brut, whats the difference? my english friends ask'),
  correct('marc is cap de colla since may not june, sorry', 'Marc Vidal', 'cap de colla since June', 'cap de colla since May'),
  n('and over 30 years?', {
    h: ['180.000 a 25 anys al 3%, quina quota mensual surt més o menys?', 'Uns 854 € al mes (180.000 € a 25 anys, 3% fix).'],
  }),
  whatYouKnow('what do you remember about the colla people'),
  read('read casa/hipoteca_simulació.txt', jop('casa/hipoteca_simulació.txt')),
  n('and if the rate drops to 2.5 how much do i save per month roughly', {
    h: ['read casa/hipoteca_simulació.txt',
      'hipoteca_simulació.txt:\nPis carrer de la Font, 240.000 €\nEntrada 20% = 48.000 € + despeses ~24.000 €\nPréstec 192.000 €, 30 anys, 3,1% fix\nQuota ≈ 820 €/mes\nBanc: La Caixa oferta vàlida fins 30/06'],
  }),
  n('my knee hurts when i am segon, any taping tips?'),
  n('the enxaneta is 7 and scared of the top, how do i talk to her so she is not nervous'),
  remember('remember the enxaneta is Júlia, 7 years old, her mum is Laia', 'Júlia', 'person', ['enxaneta of the colla', '7 years old', 'her mother is Laia']),
  find('search for files with quotes in the name', JO, ['quotes']),
  n('what should be in the first aid bag for a castells diada, we are like 300 people'),
  edit('change friday rehearsal start 20:00 -> 20:30', jop('colla/assaig_divendres.txt'), {
    h: ['obre colla/assaig_divendres.txt',
      "assaig_divendres.txt:\nAssaig divendres 20:00 a l'envelat\n- 20:00 escalfament i pinyes\n- 20:30 proves de 4de8 i pilar de 6\n- 21:30 3de9 amb folre (només si hi ha prou gent)\n- 22:15 sopar de germanor"],
  }),
  n('gràcies crack 🙌', { l: 'ca' }),
  t('show me the whole colla folder as a tree', 'directory_tree', { path: jop('colla') }, { also: ['list_directory'] }),
  n('best way to name files so they sort by date, 2025-06-14 or 14-06-2025?'),
];

/* Hannes — /home/hannes
 * saunad/
 *   tellimused 2025.txt
 *   barrel sauna 2.5m materials.csv
 *   hinnakiri.txt
 *   kerise valik.md
 *   sauna_Pihtla_valmis.jpg
 * maja/
 *   cabin bookings.txt
 *   cabin rules EN.txt
 *   küttepuud.txt
 * isiklik/
 *   kalapüük log.txt
 *   auto hooldus.txt
 *   Liisa sünnipäev ideed.txt
 */
const H = '/home/hannes';
const hp = at(H);
const hannes = [
  read('saunad/hinnakiri.txt', hp('saunad/hinnakiri.txt')),
  findRead('cabin bookings. july', H, ['cabin', 'bookings'], hp('maja/cabin bookings.txt')),
  n('thermowood or spruce for barrel sauna. which lasts longer outside'),
  findRead('materials for 2.5 barrel', H, ['barrel', 'materials'], hp('saunad/barrel sauna 2.5m materials.csv')),
  findAppend('add booking: Schmidt family, 12-19 aug, 4 ppl + dog', H, ['cabin', 'bookings', 'booking'], hp('maja/cabin bookings.txt')),
  n('kui palju küttepuid kulub ühe saunakütmise peale', { l: 'et' }),
  findLook('pihtla sauna photo', H, ['Pihtla', 'sauna'], hp('saunad/sauna_Pihtla_valmis.jpg')),
  remember('remember: Toomas Kask. pihtla sauna client. wants second one for summer house. call in sept', 'Toomas Kask', 'person', ['client, Pihtla sauna', 'wants a second sauna for his summer house', 'call in September']),
  n('write short listing text for the cabin. booking.com. sea view, sauna, 4 beds, quiet. english'),
  n('shorter. and dogs ok', {
    h: ['write short listing text for the cabin. booking.com. sea view, sauna, 4 beds, quiet. english',
      'Cosy wooden cabin on Saaremaa with a sea view and its own wood-fired sauna. Four beds, a fully equipped kitchen and a terrace facing the sunset. A quiet spot among the junipers, ten minutes from Kuressaare, perfect for families and anyone who wants real peace and the Baltic on the doorstep.'],
  }),
  edit('hinnakiri: barrel 2.5m 6900 -> 7400', hp('saunad/hinnakiri.txt')),
  recall('toomas?', ['Toomas', 'Toomas Kask']),
  n('how to stop a new barrel sauna leaking between the staves. first weeks'),
  list('saunad', hp('saunad')),
  n('harvia or huum stove. 12 m3 room'),
  findRead('what did I write about kerise valik', H, ['kerise', 'keris'], hp('saunad/kerise valik.md')),
  mkdir('make folder maja/guests', hp('maja/guests')),
  move('move cabin rules EN.txt there', hp('maja/cabin rules EN.txt'), hp('maja/guests/cabin rules EN.txt'), {
    h: ['make folder maja/guests', 'Created maja/guests.'],
  }),
  n('virtsu kuivastu ferry. how often in july'),
  n('winter tyres in estonia. from when mandatory'),
  findAppend('lisa kalapüügi logisse: 6. juuli, ahven 14 tk, Kuressaare laht', H, ['kalapüük', 'kala', 'log'], hp('isiklik/kalapüük log.txt'), { l: 'et' }),
  n('11 tellimust, keskmiselt 7400, kokku?', { l: 'et' }),
  remember('remember Liisa is my wife. birthday 22 sept. likes linen and amber. not perfume', 'Liisa', 'person', ['my wife', 'birthday 22 September', 'likes linen and amber', 'not perfume']),
  findRead('liisa birthday ideas file', H, ['Liisa', 'sünnipäev'], hp('isiklik/Liisa sünnipäev ideed.txt')),
  correct('liisa birthday 23 sept. not 22', 'Liisa', 'birthday 22 September', 'birthday 23 September'),
  n('kingitus naisele, 20 aastat abielus. seekord mitte ehted', { l: 'et' }),
  n('is it legal to rent out the cabin without registering. small scale. estonia'),
  whatYouKnow('all you remember'),
  byExt('find jpg files', H, 'jpg'),
  n('how to tell guests politely not to burn plastic in the sauna stove. sign text'),
  read('maja/küttepuud.txt', hp('maja/küttepuud.txt')),
  n('ok. enough for winter?', {
    h: ['maja/küttepuud.txt',
      'küttepuud.txt:\nkask 6 ruumi (kuiv, kuur)\nlepp 4 ruumi (saunale)\nkuusk 2 ruumi (niiske, alles lõhutud)\nmaja ahi: ~1 ruum kuus okt-märts\nsaun: ~0,5 ruumi kuus'],
  }),
  addFact('toomas wants 2.5m barrel. thermowood', 'Toomas Kask', ['wants a 2.5 m barrel sauna in thermowood']),
  n('aitäh', { l: 'et' }),
  t('sum tool: 6900 and 2450', 'get-sum', { a: 6900, b: 2450 }),
];

export default [...dafna, ...kit, ...tariq, ...pooja, ...eleni, ...sanne, ...aisyah, ...ron, ...jordi, ...hannes];
