// Generated from shared/data/state-llc-fees.json. Attribution required wherever these fees are shown:
export const LLC_FEES_ATTRIBUTION =
  "Data derived from the US LLC State Requirements Dataset by StartupSole LLC, licensed CC BY 4.0.";
export const LLC_FEES_SOURCE_URL = 'https://github.com/startupsolellc/us-llc-fees-dataset';

export interface StateLlcFee {
  code: string;
  stateName: string;
  filingFeeUsd: number;
  /** The dataset flags the figure as unconfirmed: show it as an estimate. */
  uncertain: boolean;
  verifiedOn: string | null;
  annualReportFeeUsd: number | null;
  annualReportFrequency: string | null;
  annualReportDue: string | null;
}

export const STATE_LLC_FEES: readonly StateLlcFee[] = [
  {
    "code": "AL",
    "stateName": "Alabama",
    "filingFeeUsd": 200,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": null,
    "annualReportFrequency": "none",
    "annualReportDue": null
  },
  {
    "code": "AK",
    "stateName": "Alaska",
    "filingFeeUsd": 250,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 100,
    "annualReportFrequency": "biennial",
    "annualReportDue": "Jan 2 (Biennial)"
  },
  {
    "code": "AZ",
    "stateName": "Arizona",
    "filingFeeUsd": 50,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": null,
    "annualReportFrequency": "none",
    "annualReportDue": null
  },
  {
    "code": "AR",
    "stateName": "Arkansas",
    "filingFeeUsd": 45,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 150,
    "annualReportFrequency": "annual",
    "annualReportDue": "May 1"
  },
  {
    "code": "CA",
    "stateName": "California",
    "filingFeeUsd": 70,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 20,
    "annualReportFrequency": "biennial",
    "annualReportDue": "Last day of anniversary month (Biennial)"
  },
  {
    "code": "CO",
    "stateName": "Colorado",
    "filingFeeUsd": 50,
    "uncertain": true,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 25,
    "annualReportFrequency": "annual",
    "annualReportDue": "Anniversary month window"
  },
  {
    "code": "CT",
    "stateName": "Connecticut",
    "filingFeeUsd": 120,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 80,
    "annualReportFrequency": "annual",
    "annualReportDue": "Jan 1 - Mar 31"
  },
  {
    "code": "DE",
    "stateName": "Delaware",
    "filingFeeUsd": 110,
    "uncertain": false,
    "verifiedOn": "2026-08-07",
    "annualReportFeeUsd": 400,
    "annualReportFrequency": "annual",
    "annualReportDue": "June 1"
  },
  {
    "code": "DC",
    "stateName": "District of Columbia",
    "filingFeeUsd": 99,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 300,
    "annualReportFrequency": "biennial",
    "annualReportDue": "April 1 (biennial; first year after registration)"
  },
  {
    "code": "FL",
    "stateName": "Florida",
    "filingFeeUsd": 125,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 138.75,
    "annualReportFrequency": "annual",
    "annualReportDue": "May 1"
  },
  {
    "code": "GA",
    "stateName": "Georgia",
    "filingFeeUsd": 110,
    "uncertain": false,
    "verifiedOn": "2026-08-06",
    "annualReportFeeUsd": 60,
    "annualReportFrequency": "annual",
    "annualReportDue": "Jan 1 - Apr 1"
  },
  {
    "code": "HI",
    "stateName": "Hawaii",
    "filingFeeUsd": 51,
    "uncertain": true,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 12.5,
    "annualReportFrequency": "annual",
    "annualReportDue": "End of anniversary quarter"
  },
  {
    "code": "ID",
    "stateName": "Idaho",
    "filingFeeUsd": 100,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 0,
    "annualReportFrequency": "annual",
    "annualReportDue": "End of anniversary month"
  },
  {
    "code": "IL",
    "stateName": "Illinois",
    "filingFeeUsd": 150,
    "uncertain": false,
    "verifiedOn": "2026-08-06",
    "annualReportFeeUsd": 75,
    "annualReportFrequency": "annual",
    "annualReportDue": "Before first day of anniversary month"
  },
  {
    "code": "IN",
    "stateName": "Indiana",
    "filingFeeUsd": 95,
    "uncertain": false,
    "verifiedOn": "2026-08-06",
    "annualReportFeeUsd": 32,
    "annualReportFrequency": "biennial",
    "annualReportDue": "End of anniversary month (Biennial)"
  },
  {
    "code": "IA",
    "stateName": "Iowa",
    "filingFeeUsd": 50,
    "uncertain": true,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 30,
    "annualReportFrequency": "biennial",
    "annualReportDue": "Jan 1 - Apr 1 (Biennial, odd years)"
  },
  {
    "code": "KS",
    "stateName": "Kansas",
    "filingFeeUsd": 85,
    "uncertain": true,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 53,
    "annualReportFrequency": "annual",
    "annualReportDue": "Jan 1 - Apr 15 (after tax year end)"
  },
  {
    "code": "KY",
    "stateName": "Kentucky",
    "filingFeeUsd": 40,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 15,
    "annualReportFrequency": "annual",
    "annualReportDue": "Jan 1 - June 30"
  },
  {
    "code": "LA",
    "stateName": "Louisiana",
    "filingFeeUsd": 100,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 30,
    "annualReportFrequency": "annual",
    "annualReportDue": "Anniversary date"
  },
  {
    "code": "ME",
    "stateName": "Maine",
    "filingFeeUsd": 175,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 85,
    "annualReportFrequency": "annual",
    "annualReportDue": "June 1"
  },
  {
    "code": "MD",
    "stateName": "Maryland",
    "filingFeeUsd": 100,
    "uncertain": false,
    "verifiedOn": "2026-08-06",
    "annualReportFeeUsd": 300,
    "annualReportFrequency": "annual",
    "annualReportDue": "Apr 15"
  },
  {
    "code": "MA",
    "stateName": "Massachusetts",
    "filingFeeUsd": 500,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 500,
    "annualReportFrequency": "annual",
    "annualReportDue": "Anniversary date"
  },
  {
    "code": "MI",
    "stateName": "Michigan",
    "filingFeeUsd": 50,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 25,
    "annualReportFrequency": "annual",
    "annualReportDue": "Feb 15"
  },
  {
    "code": "MN",
    "stateName": "Minnesota",
    "filingFeeUsd": 155,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 0,
    "annualReportFrequency": "annual",
    "annualReportDue": "Dec 31"
  },
  {
    "code": "MS",
    "stateName": "Mississippi",
    "filingFeeUsd": 50,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 0,
    "annualReportFrequency": "annual",
    "annualReportDue": "Jan 1 - Apr 15"
  },
  {
    "code": "MO",
    "stateName": "Missouri",
    "filingFeeUsd": 50,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": null,
    "annualReportFrequency": "none",
    "annualReportDue": null
  },
  {
    "code": "MT",
    "stateName": "Montana",
    "filingFeeUsd": 35,
    "uncertain": true,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 0,
    "annualReportFrequency": "annual",
    "annualReportDue": "Apr 15 (Fee waived timely)"
  },
  {
    "code": "NE",
    "stateName": "Nebraska",
    "filingFeeUsd": 100,
    "uncertain": true,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 25,
    "annualReportFrequency": "biennial",
    "annualReportDue": "Apr 1 (Biennial, odd years)"
  },
  {
    "code": "NV",
    "stateName": "Nevada",
    "filingFeeUsd": 425,
    "uncertain": false,
    "verifiedOn": "2026-08-06",
    "annualReportFeeUsd": 350,
    "annualReportFrequency": "annual",
    "annualReportDue": "End of anniversary month"
  },
  {
    "code": "NH",
    "stateName": "New Hampshire",
    "filingFeeUsd": 102,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 102,
    "annualReportFrequency": "annual",
    "annualReportDue": "April 1"
  },
  {
    "code": "NJ",
    "stateName": "New Jersey",
    "filingFeeUsd": 100,
    "uncertain": true,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 75,
    "annualReportFrequency": "annual",
    "annualReportDue": "Last day of anniversary month"
  },
  {
    "code": "NM",
    "stateName": "New Mexico",
    "filingFeeUsd": 50,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": null,
    "annualReportFrequency": "none",
    "annualReportDue": null
  },
  {
    "code": "NY",
    "stateName": "New York",
    "filingFeeUsd": 200,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 9,
    "annualReportFrequency": "biennial",
    "annualReportDue": "Anniversary month (Biennial)"
  },
  {
    "code": "NC",
    "stateName": "North Carolina",
    "filingFeeUsd": 125,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 203,
    "annualReportFrequency": "annual",
    "annualReportDue": "April 15"
  },
  {
    "code": "ND",
    "stateName": "North Dakota",
    "filingFeeUsd": 135,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 50,
    "annualReportFrequency": "annual",
    "annualReportDue": "Nov 15"
  },
  {
    "code": "OH",
    "stateName": "Ohio",
    "filingFeeUsd": 99,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": null,
    "annualReportFrequency": "none",
    "annualReportDue": null
  },
  {
    "code": "OK",
    "stateName": "Oklahoma",
    "filingFeeUsd": 100,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 25,
    "annualReportFrequency": "annual",
    "annualReportDue": "Anniversary date"
  },
  {
    "code": "OR",
    "stateName": "Oregon",
    "filingFeeUsd": 100,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 100,
    "annualReportFrequency": "annual",
    "annualReportDue": "Anniversary date"
  },
  {
    "code": "PA",
    "stateName": "Pennsylvania",
    "filingFeeUsd": 125,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 7,
    "annualReportFrequency": "annual",
    "annualReportDue": "Sept 30"
  },
  {
    "code": "RI",
    "stateName": "Rhode Island",
    "filingFeeUsd": 156,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 52.5,
    "annualReportFrequency": "annual",
    "annualReportDue": "Feb 1 - May 1"
  },
  {
    "code": "SC",
    "stateName": "South Carolina",
    "filingFeeUsd": 110,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": null,
    "annualReportFrequency": "none",
    "annualReportDue": null
  },
  {
    "code": "SD",
    "stateName": "South Dakota",
    "filingFeeUsd": 150,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 55,
    "annualReportFrequency": "annual",
    "annualReportDue": "1st day of anniversary month"
  },
  {
    "code": "TN",
    "stateName": "Tennessee",
    "filingFeeUsd": 300,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 300,
    "annualReportFrequency": "annual",
    "annualReportDue": "April 1"
  },
  {
    "code": "TX",
    "stateName": "Texas",
    "filingFeeUsd": 300,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": null,
    "annualReportFrequency": "none",
    "annualReportDue": null
  },
  {
    "code": "UT",
    "stateName": "Utah",
    "filingFeeUsd": 59,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 18,
    "annualReportFrequency": "annual",
    "annualReportDue": "Anniversary date"
  },
  {
    "code": "VT",
    "stateName": "Vermont",
    "filingFeeUsd": 155,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 45,
    "annualReportFrequency": "annual",
    "annualReportDue": "Within 3 months after fiscal year end"
  },
  {
    "code": "VA",
    "stateName": "Virginia",
    "filingFeeUsd": 100,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 50,
    "annualReportFrequency": "annual",
    "annualReportDue": "Last day of anniversary month"
  },
  {
    "code": "WA",
    "stateName": "Washington",
    "filingFeeUsd": 180,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 70,
    "annualReportFrequency": "annual",
    "annualReportDue": "Last day of anniversary month"
  },
  {
    "code": "WV",
    "stateName": "West Virginia",
    "filingFeeUsd": 100,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 25,
    "annualReportFrequency": "annual",
    "annualReportDue": "Jan 1 - June 30"
  },
  {
    "code": "WI",
    "stateName": "Wisconsin",
    "filingFeeUsd": 130,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 25,
    "annualReportFrequency": "annual",
    "annualReportDue": "Anniversary quarter"
  },
  {
    "code": "WY",
    "stateName": "Wyoming",
    "filingFeeUsd": 100,
    "uncertain": false,
    "verifiedOn": "2026-07-17",
    "annualReportFeeUsd": 60,
    "annualReportFrequency": "annual",
    "annualReportDue": "First day of anniversary month"
  }
];
