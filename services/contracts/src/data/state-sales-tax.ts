// Generated from shared/data/state-sales-tax.json (statewide minimum rates, 2025 (rates in effect during calendar ye). Seeds state_taxes.
export interface StateSalesTax {
  code: string;
  stateName: string;
  rate: number;
}

export const STATE_SALES_TAX_AS_OF = "2025 (rates in effect during calendar year 2025; primary table captured 2024-05-27 and updated for the 2025 Louisiana change; DC checked through 2025-12)";

export const STATE_SALES_TAX: readonly StateSalesTax[] = [
  {
    "code": "AL",
    "stateName": "Alabama",
    "rate": 0.04
  },
  {
    "code": "AK",
    "stateName": "Alaska",
    "rate": 0.0
  },
  {
    "code": "AZ",
    "stateName": "Arizona",
    "rate": 0.056
  },
  {
    "code": "AR",
    "stateName": "Arkansas",
    "rate": 0.065
  },
  {
    "code": "CA",
    "stateName": "California",
    "rate": 0.0725
  },
  {
    "code": "CO",
    "stateName": "Colorado",
    "rate": 0.029
  },
  {
    "code": "CT",
    "stateName": "Connecticut",
    "rate": 0.0635
  },
  {
    "code": "DE",
    "stateName": "Delaware",
    "rate": 0.0
  },
  {
    "code": "DC",
    "stateName": "District of Columbia",
    "rate": 0.06
  },
  {
    "code": "FL",
    "stateName": "Florida",
    "rate": 0.06
  },
  {
    "code": "GA",
    "stateName": "Georgia",
    "rate": 0.04
  },
  {
    "code": "HI",
    "stateName": "Hawaii",
    "rate": 0.04
  },
  {
    "code": "ID",
    "stateName": "Idaho",
    "rate": 0.06
  },
  {
    "code": "IL",
    "stateName": "Illinois",
    "rate": 0.0625
  },
  {
    "code": "IN",
    "stateName": "Indiana",
    "rate": 0.07
  },
  {
    "code": "IA",
    "stateName": "Iowa",
    "rate": 0.06
  },
  {
    "code": "KS",
    "stateName": "Kansas",
    "rate": 0.065
  },
  {
    "code": "KY",
    "stateName": "Kentucky",
    "rate": 0.06
  },
  {
    "code": "LA",
    "stateName": "Louisiana",
    "rate": 0.05
  },
  {
    "code": "ME",
    "stateName": "Maine",
    "rate": 0.055
  },
  {
    "code": "MD",
    "stateName": "Maryland",
    "rate": 0.06
  },
  {
    "code": "MA",
    "stateName": "Massachusetts",
    "rate": 0.0625
  },
  {
    "code": "MI",
    "stateName": "Michigan",
    "rate": 0.06
  },
  {
    "code": "MN",
    "stateName": "Minnesota",
    "rate": 0.06875
  },
  {
    "code": "MS",
    "stateName": "Mississippi",
    "rate": 0.07
  },
  {
    "code": "MO",
    "stateName": "Missouri",
    "rate": 0.04225
  },
  {
    "code": "MT",
    "stateName": "Montana",
    "rate": 0.0
  },
  {
    "code": "NE",
    "stateName": "Nebraska",
    "rate": 0.055
  },
  {
    "code": "NV",
    "stateName": "Nevada",
    "rate": 0.0685
  },
  {
    "code": "NH",
    "stateName": "New Hampshire",
    "rate": 0.0
  },
  {
    "code": "NJ",
    "stateName": "New Jersey",
    "rate": 0.06625
  },
  {
    "code": "NM",
    "stateName": "New Mexico",
    "rate": 0.04875
  },
  {
    "code": "NY",
    "stateName": "New York",
    "rate": 0.04
  },
  {
    "code": "NC",
    "stateName": "North Carolina",
    "rate": 0.0475
  },
  {
    "code": "ND",
    "stateName": "North Dakota",
    "rate": 0.05
  },
  {
    "code": "OH",
    "stateName": "Ohio",
    "rate": 0.0575
  },
  {
    "code": "OK",
    "stateName": "Oklahoma",
    "rate": 0.045
  },
  {
    "code": "OR",
    "stateName": "Oregon",
    "rate": 0.0
  },
  {
    "code": "PA",
    "stateName": "Pennsylvania",
    "rate": 0.06
  },
  {
    "code": "RI",
    "stateName": "Rhode Island",
    "rate": 0.07
  },
  {
    "code": "SC",
    "stateName": "South Carolina",
    "rate": 0.06
  },
  {
    "code": "SD",
    "stateName": "South Dakota",
    "rate": 0.042
  },
  {
    "code": "TN",
    "stateName": "Tennessee",
    "rate": 0.07
  },
  {
    "code": "TX",
    "stateName": "Texas",
    "rate": 0.0625
  },
  {
    "code": "UT",
    "stateName": "Utah",
    "rate": 0.061
  },
  {
    "code": "VT",
    "stateName": "Vermont",
    "rate": 0.06
  },
  {
    "code": "VA",
    "stateName": "Virginia",
    "rate": 0.053
  },
  {
    "code": "WA",
    "stateName": "Washington",
    "rate": 0.065
  },
  {
    "code": "WV",
    "stateName": "West Virginia",
    "rate": 0.06
  },
  {
    "code": "WI",
    "stateName": "Wisconsin",
    "rate": 0.05
  },
  {
    "code": "WY",
    "stateName": "Wyoming",
    "rate": 0.04
  }
];
