/**
 * Long-form page bodies in English: About us, Privacy Policy, Terms & Conditions.
 * Kept apart from en.ts so that only these pages' chunks carry them; hi.documents.ts mirrors this file.
 */
export interface DocumentSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
  /** The page shows a contact from the settings below the text: the grievance officer's name and email. */
  contact?: 'grievance';
  /** The section's anchor when its heading gives none that lasts (linked from the footer). */
  id?: string;
}

export interface PageDocument {
  title: string;
  intro: string;
  /** Shown as "Last updated: ..." on legal pages; absent on About. */
  updated?: string;
  sections: DocumentSection[];
}

export const about: PageDocument = {
  title: 'About us',
  intro:
    'GharSetu helps families, students and working people find a rented home they can trust in India’s growing tier-2 and tier-3 cities. We start in Patna.',
  sections: [
    {
      heading: 'Why we started',
      paragraphs: [
        'In cities like Patna, most rented homes change hands through word of mouth, wall posters and brokers. Photos are old or borrowed, rents change after the visit, and a tenant often travels across the city to see a home that was let out a week ago.',
        'We built GharSetu so that renting in a smaller city is as clear as it should be: real homes, real photos, a fair rent shown up front and people on the ground who answer the phone.',
      ],
    },
    {
      heading: 'What tenants get',
      items: [
        'Reviewed listings: our team reviews every listing before it goes live, and a home our team or a rider has visited in person carries the Verified mark with the date.',
        'Virtual tours, so you can shortlist homes from your phone before you travel.',
        'Rider-assisted visits: a local GharSetu rider meets you at the home at a time you pick.',
        'A callback within 24 - 48 hours whenever you ask for help.',
      ],
    },
    {
      heading: 'What owners get',
      items: [
        'Free listing of your property, with photos taken by our riders.',
        'Enquiries from tenants who have already seen the home online.',
        'One place to see and update your properties.',
      ],
    },
    {
      heading: 'Our riders',
      paragraphs: [
        'Riders are local people who know their neighbourhoods. They show homes to tenants, check in person that each matches its listing (a match gives it the Verified mark with the date) and take photos. If you know your city well and have a two-wheeler, you can become a rider too.',
      ],
    },
    {
      heading: 'Talk to us',
      paragraphs: [
        'Our support team works from 9:30 AM to 6:30 PM, Monday to Friday. You can call us, write to us, chat on WhatsApp or ask for a callback from any page. Our address, phone number and email are at the bottom of every page.',
      ],
    },
  ],
};

export const privacy: PageDocument = {
  title: 'Privacy Policy',
  updated: '29 November 2026',
  intro:
    'This policy explains what personal data GharSetu keeps, why, for how long, and the choices you have. It applies to our website and to the calls and messages we exchange with you. We process personal data in line with the Digital Personal Data Protection Act, 2023 and other Indian law.',
  sections: [
    {
      id: 'the-data-we-keep',
      heading: 'The data we keep',
      items: [
        'Your mobile number, which is how you log in. We only accept Indian (+91) numbers.',
        'Your first and last name, given when you register or request a callback.',
        'Your email address, only if you choose to add it to your profile or to a callback request.',
        'What you write in a callback request, and whether you asked as a tenant, an owner or about a particular property.',
        'Your account type (tenant, owner, rider or admin) and the properties and visits linked to your account.',
        'Technical records needed to keep the service safe, such as the time of a login and the network address a request came from.',
      ],
    },
    {
      heading: 'One-time passwords (OTP) by SMS',
      paragraphs: [
        'When you log in or register, we send a 6-digit one-time password to your mobile number by SMS through our messaging provider. The code works once and for a short time only. We limit how often a code can be requested for a number and from a network, to protect you from misuse.',
        'We never ask for your OTP over a phone call. Do not share it with anyone, including people who say they are from GharSetu.',
      ],
    },
    {
      heading: 'Cookies and storage on your device',
      paragraphs: [
        'We use two cookies. The first, called userData, keeps you logged in for up to 30 days and holds your user id, first and last name, account type, mobile number and a session token. It is sent only to our own website. Logging out deletes it, and you can also delete it from your browser settings at any time.',
        'The second, called lang, remembers for a year whether you read the website in English or Hindi, so that every page comes in that language. It holds nothing else. When you are logged in, your choice is also saved on your account, and our text messages to you use the same language.',
        'If you are an owner, your browser also remembers whether you keep the side menu open or collapsed. We do not use advertising or tracking cookies.',
      ],
    },
    {
      heading: 'Protection against bots',
      paragraphs: [
        'To stop automated abuse of logins and sign-ups, we may use a captcha service (Google reCAPTCHA or Cloudflare Turnstile). These services receive technical information from your browser under their own privacy policies. They do not receive your phone number or name from us.',
      ],
    },
    {
      heading: 'Why we use your data',
      items: [
        'To log you in and keep your account secure.',
        'To call you back when you ask us to, and to help you find, visit or list a home.',
        'To let a rider or an owner contact you about a visit you asked for.',
        'To answer complaints and to meet our legal obligations.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'We do not sell your personal data. We share it only with the SMS, email, hosting and captcha providers that run the service for us, with the rider or owner involved in a visit you requested, and with authorities when the law requires it.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep your account data while your account is open. Callback requests and requests for a home are kept for up to two years so that we can follow up and improve our service; the network address they came from is cleared after 30 days. One-time passwords are kept only until they expire or are used. The record of a login (when it started, was last used and ended) is kept for 90 days after you log out or it expires; a number being checked for a new account is deleted as soon as the time to finish signing up runs out. A link to reset a staff password is kept for 30 days after it is used or expires. When your account is erased, we delete or anonymise your data at once. We keep only the visits you took part in, without your name or number, for 180 days in case of a dispute about a visit; any tenancy you were a party to and the payments recorded on it, for 8 years, because they are the other party’s records too and rent receipts may be needed for a tax claim (tax records are kept for six years after the assessment year ends); and a record that the erasure was done, with nothing about you, for 3 years. What our staff do with accounts and records (for example opening a rider’s ID number, blocking an account or exporting a list) is logged for 3 years, naming the record by its internal number, never by your name or phone number, so that every such step can be checked later.',
      ],
    },
    {
      heading: 'Your rights',
      items: [
        'See the personal data we hold about you and download a copy: the "My data" page of your profile shows all of it.',
        'Correct your name and email from your profile page, or ask us to correct anything else, such as your mobile number.',
        'Erase your account and personal data yourself from the "My data" page (after signing in again), or ask us to.',
        'Withdraw consent for callbacks at any time.',
        'Raise a grievance with us, and if it is not resolved, with the Data Protection Board of India.',
      ],
      paragraphs: [
        'To use any of these rights, write to the email address at the bottom of this page or call our support line. We reply within 30 days.',
      ],
    },
    {
      heading: 'Grievance officer',
      id: 'grievance-officer',
      paragraphs: [
        'For any complaint about how we handle your personal data, or to use your rights, write to our grievance officer. We acknowledge a complaint within 48 hours and resolve it within 30 days. If you are not satisfied, you may complain to the Data Protection Board of India.',
      ],
      contact: 'grievance',
    },
    {
      heading: 'Children',
      paragraphs: ['GharSetu is meant for adults. We do not knowingly keep data about anyone under 18.'],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'If we change this policy, we will update the date at the top of this page, and tell you on the website before a significant change takes effect.',
      ],
    },
  ],
};

export const terms: PageDocument = {
  title: 'Terms & Conditions',
  updated: '22 November 2026',
  intro:
    'These terms govern your use of the GharSetu website and services. By using GharSetu you agree to them. Please read them with our Privacy Policy.',
  sections: [
    {
      heading: 'What GharSetu is',
      paragraphs: [
        'GharSetu is an online marketplace that connects people looking for a rented home (tenants) with people who let homes (owners), with help from our local field staff (riders). GharSetu is not a party to any rental agreement between a tenant and an owner.',
      ],
    },
    {
      heading: 'Who can use it',
      items: [
        'You must be at least 18 years old and able to enter into a contract under Indian law.',
        'You log in with an Indian mobile number and a one-time password. Keep your phone and your codes safe; you are responsible for what is done through your account.',
        'Give us true and current information, and keep your name and email up to date.',
      ],
    },
    {
      heading: 'For tenants',
      items: [
        'Our team reviews every listing before it goes live, and a home with the Verified mark was checked in person on the date shown, but homes and their terms can change. Check the home, the agreement and the owner’s identity yourself before you pay anything.',
        'Pay rent and deposits directly to the owner, against a written receipt or agreement. GharSetu staff will never ask you to pay rent or a deposit into their personal account.',
      ],
    },
    {
      heading: 'For owners',
      items: [
        'You may list only homes you own or are authorised to let, and you must describe them honestly, with their real rent, deposit and condition.',
        'You allow us and our riders to visit, photograph and publish your property on GharSetu, and to share your listing with interested tenants.',
        'You must follow the law on renting, including registration of rent agreements and police verification of tenants where required.',
        'We may refuse, pause or remove a listing that is inaccurate, duplicated, already let, or that breaks these terms.',
      ],
    },
    {
      heading: 'For riders',
      paragraphs: [
        'Riders work with GharSetu under a separate agreement. A rider login is given only to people we have registered as riders.',
      ],
    },
    {
      heading: 'What you must not do',
      items: [
        'Post false, misleading or discriminatory listings or messages.',
        'Use GharSetu to send spam, to collect other users’ data, or to get around our verification.',
        'Try to break, overload or get unauthorised access to our systems, including by automated logins or sign-ups.',
        'Use another person’s phone number or identity.',
      ],
    },
    {
      heading: 'Callbacks and communication',
      paragraphs: [
        'When you request a callback, you agree that we may call, message or email you about your request. We aim to call back within 24 - 48 hours on working days.',
      ],
    },
    {
      heading: 'Services that are coming soon',
      paragraphs: [
        'Some services, such as price trends, articles and online customer service, are shown as coming soon. They are not available yet and may change before they launch. The rent receipt generator makes receipts from what you type: we do not check them or keep what you type, and the receipts say they are self-made.',
      ],
    },
    {
      heading: 'Our liability',
      paragraphs: [
        'We work hard to keep GharSetu accurate and available, but we provide it as it is. To the extent the law allows, GharSetu is not liable for the condition of a home, for the acts of tenants or owners, or for indirect losses. Nothing in these terms limits rights you have under the Consumer Protection Act, 2019.',
      ],
    },
    {
      heading: 'Suspension and closing your account',
      paragraphs: [
        'We may suspend or close an account that breaks these terms or the law. You can ask us to close your account at any time.',
      ],
    },
    {
      heading: 'Law and disputes',
      paragraphs: [
        'These terms are governed by the laws of India. Courts at Patna, Bihar have jurisdiction over any dispute. Please contact our support team first: most problems are solved with a phone call.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms. The date at the top shows the latest version. If you keep using GharSetu after a change, the new terms apply.',
      ],
    },
  ],
};
