// The locked part's referral letter (es), written for this set: a family doctor at a health centre in
// Alcantarilla refers a patient with angina on exertion to a hospital's cardiology clinic: the
// patient's details, the clinic asked and the priority, then the history, the medicines, the
// examination, the tests, her judgement and what she asks, her greeting, place and date, and her
// name and registration. The polytechnic's and the notary's letters: records-locked-letters.ts.

export interface ReferralParts {
  centre: [string, string, string];
  title: string;
  /** The patient's box: label and value, two to a row. */
  patient: Array<[string, string]>;
  /** The clinic asked and the priority. */
  to: Array<[string, string]>;
  greeting: string;
  /** Headed sections: a heading and its paragraphs (a list where there are several). */
  sections: Array<[string, string[]]>;
  closing: string;
  place: string;
  signer: string[];
  foot: string;
}

export const REFERRAL_ES: ReferralParts = {
  centre: [
    'Centro de Salud Alcantarilla-Campoamor',
    'Área de Salud I · Servicio Regional de Salud',
    'C/ Cayetano Sánchez, 9 · 30820 Alcantarilla (Murcia) · Tel. 968 891 240',
  ],
  title: 'Informe de derivación a atención especializada',
  patient: [
    ['Paciente', 'Antonio Navarro Ruiz'],
    ['Fecha de nacimiento', '17/06/1958 (67 años)'],
    ['N.º de historia', '0418226'],
    ['CIP', 'MRNV580617011'],
    ['Domicilio', 'C/ Mayor, 41, 2.º A, Alcantarilla'],
    ['Teléfono', '661 204 873'],
  ],
  to: [
    ['Servicio', 'Cardiología, Hospital Comarcal del Segura'],
    ['Prioridad', 'preferente'],
  ],
  greeting: 'Estimado/a compañero/a:',
  sections: [
    ['Motivo de la derivación', ['Dolor torácico opresivo con el esfuerzo, de tres meses de evolución.']],
    [
      'Antecedentes personales',
      [
        'Hipertensión arterial desde 2014. Dislipemia. Exfumador de 20 paquetes-año; dejó de fumar en 2019. Diabetes mellitus tipo 2 diagnosticada en 2021, con buen control (HbA1c 6,6 % en enero). No refiere alergias a medicamentos. Apendicectomía en 1979.',
      ],
    ],
    [
      'Tratamiento actual',
      [
        'Enalapril 20 mg, 1-0-0',
        'Atorvastatina 40 mg, 0-0-1',
        'Metformina 850 mg, 1-0-1',
        'Ácido acetilsalicílico 100 mg, 0-1-0, desde el 3 de marzo',
      ],
    ],
    [
      'Enfermedad actual',
      [
        'Desde finales de diciembre refiere episodios de dolor centrotorácico opresivo, sin irradiación, al subir la cuesta de su calle o dos tramos de escaleras, que ceden en unos cinco minutos con el reposo. No ha presentado dolor en reposo ni síncopes. Desde hace un mes nota además que se fatiga antes al caminar deprisa.',
      ],
    ],
    [
      'Exploración física',
      [
        'TA 148/86 mmHg, FC 72 lpm, SatO2 97 %. Peso 84 kg, talla 171 cm, IMC 28,7. Auscultación cardíaca rítmica, sin soplos; auscultación pulmonar normal. Sin edemas en miembros inferiores, pulsos pedios presentes y simétricos.',
      ],
    ],
    [
      'Pruebas complementarias',
      [
        'ECG (03/03/2026): ritmo sinusal a 70 lpm, PR 0,18 s, QRS estrecho, sin alteraciones agudas de la repolarización.',
        'Analítica (12/02/2026): glucosa 118 mg/dl, colesterol LDL 92 mg/dl, creatinina 0,96 mg/dl, hemoglobina 14,8 g/dl.',
      ],
    ],
    [
      'Juicio clínico',
      ['Angina de esfuerzo estable. Probable cardiopatía isquémica en un paciente con varios factores de riesgo cardiovascular.'],
    ],
    [
      'Se solicita',
      [
        'Valoración por Cardiología y ergometría u otra prueba de detección de isquemia. He iniciado antiagregación y he indicado al paciente que acuda a Urgencias si el dolor aparece en reposo o dura más de veinte minutos.',
      ],
    ],
  ],
  closing: 'Agradeciendo de antemano su atención, reciba un cordial saludo.',
  place: 'Alcantarilla, 4 de marzo de 2026',
  signer: ['Dra. Lucía Carrasco Peña', 'Medicina Familiar y Comunitaria, consulta 7', 'N.º de colegiada 30/0812447'],
  foot: 'Este informe contiene datos de salud protegidos por la normativa de protección de datos. Su uso queda limitado a la asistencia del paciente.',
};
