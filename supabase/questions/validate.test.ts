import { describe, expect, it } from "vitest"
import { csvToRaw, parseCsv } from "./csv"
import { htmlProblems, wordCount } from "./html"
import { bankProblems, validateQuestion, type Question } from "./validate"

const passage =
  "The city council debated the proposal for weeks. Supporters argued that the new park would give families a place to gather, while opponents worried about the cost of maintaining it over the coming decades."

const mcq = {
  id: "rd-wic-001",
  section: "reading_writing",
  question_type: "reading",
  domain: "Craft and Structure",
  topic: "Words in Context",
  difficulty_level: 3,
  pool: "bank",
  format: "mcq",
  passage,
  question_text: "As used in the text, what does the word <em>gather</em> most nearly mean?",
  options: { A: "meet", B: "harvest", C: "infer", D: "collect" },
  correct_answer: "A",
  explanation: "Choice A is correct. Families would meet in the park. Choice B is incorrect because …",
}

const spr = {
  id: "ma-lin-001",
  question_type: "math",
  domain: "Algebra",
  topic: "Linear equations in one variable",
  difficulty_level: 2,
  pool: "section",
  format: "spr",
  passage: null,
  question_text: "If \\(2x = 7\\), what is the value of \\(x\\)?",
  accepted_answers: ["7/2", "3.5"],
  explanation: "The correct answer is 7/2. Divide both sides by 2.",
}

const problemsOf = (raw: Record<string, unknown>) =>
  validateQuestion(raw, 0).problems.map((p) => `${p.field}: ${p.message}`)

describe("validateQuestion", () => {
  it("accepts a well-formed multiple-choice and student-produced question", () => {
    expect(problemsOf(mcq)).toEqual([])
    const q = validateQuestion(spr, 0).question!
    expect(q.section).toBe("math")
    expect(q.question_text).toContain("<math>")
    expect(q.accepted_answers).toEqual(["7/2", "3.5"])
  })

  it("accepts the legacy labels and shapes older data used", () => {
    const q = validateQuestion(
      {
        ...mcq,
        section: undefined,
        question_type: "Reading Comprehension",
        difficulty_level: "easy",
        options: ["meet", "harvest", "infer", "collect"],
        correct_answer: "meet",
      },
      0,
    ).question!
    expect(q).toMatchObject({
      question_type: "reading",
      difficulty_level: 2,
      correct_answer: "A",
      options: { A: "meet" },
    })
    expect(validateQuestion({ ...spr, question_type: "Math" }, 0).question?.question_type).toBe("math")
    expect(
      validateQuestion(
        { ...mcq, question_type: "Writing and Language", domain: "Expression of Ideas", topic: "Transitions" },
        0,
      ).question?.question_type,
    ).toBe("writing")
  })

  it("accepts a practice test's prefix on an id, and nothing else before it", () => {
    expect(problemsOf({ ...mcq, id: "t3-rd-wic-001" })).toEqual([])
    expect(problemsOf({ ...mcq, id: "x3-rd-wic-001" })).toContain(
      'id: must look like "rd-wic-001" or "t2-rd-wic-001" (two letters, a code, three digits)',
    )
  })

  it.each([
    [{ id: "wic-1" }, 'id: must look like "rd-wic-001" or "t2-rd-wic-001" (two letters, a code, three digits)'],
    [{ id: "t7-rd-wic-001" }, 'id: must look like "rd-wic-001" or "t2-rd-wic-001" (two letters, a code, three digits)'],
    [{ question_type: "science" }, 'question_type: unknown type "science" (use math, reading or writing)'],
    [{ domain: "Algebra" }, 'domain: "Algebra" is a math domain, not reading'],
    [{ topic: "Boundaries" }, 'topic: "Boundaries" is not a skill of Craft and Structure'],
    [{ difficulty_level: 10 }, "difficulty_level: must be a whole number from 1 to 9 (or easy, medium, hard)"],
    [
      { pool: "sat-m3" },
      'pool: unknown pool "sat-m3" (use sat-m1, sat-m2-easier, sat-m2-harder, sat2-m1, sat2-m2-easier, sat2-m2-harder, sat3-m1, sat3-m2-easier, sat3-m2-harder, sat4-m1, sat4-m2-easier, sat4-m2-harder, sat5-m1, sat5-m2-easier, sat5-m2-harder, sat6-m1, sat6-m2-easier, sat6-m2-harder, section, bank)',
    ],
    [{ passage: "Too short to be a passage." }, "passage: has 6 words; Reading and Writing passages have 25 to 150"],
    [{ passage: null }, "passage: is required"],
    [{ options: { A: "x", B: "y", C: "z" } }, "options: must have exactly the options A, B, C and D"],
    [{ options: { A: "x", B: "x", C: "z", D: "w" } }, "options: the four options must be different"],
    [{ correct_answer: "E" }, 'correct_answer: "E" is neither a letter A-D nor the text of an option'],
    [{ explanation: "Choice B is correct. …" }, 'explanation: must start with "Choice A is correct"'],
    [{ question_text: "Pick <blink>one</blink>" }, "question_text: tag <blink> is not allowed"],
    [{ question_text: "<p>Open paragraph" }, "question_text: unclosed <p>"],
    [{ question_text: '<span onclick="x()">Hi</span>' }, "question_text: <span> has a script attribute"],
    [{ format: "spr" }, "format: student-produced responses are for math only"],
  ])("reports %j", (change, problem) => {
    expect(problemsOf({ ...mcq, ...change })).toContain(problem)
  })
  it.each(["t2-rd-wic-001", "t3-ma-lin-004", "t6-ma-lin-001", "h1-rd-wic-001", "h3-wr-rsy-003"])(
    "accepts the test-prefixed id %s",
    (id) => {
      expect(problemsOf({ ...mcq, id })).toEqual([])
    },
  )

  it.each([
    [{ accepted_answers: [] }, "accepted_answers: needs at least one accepted answer"],
    [
      { accepted_answers: ["3 1/2"] },
      'accepted_answers: "3 1/2": Mixed numbers are not accepted: enter 3 1/2 as 7/2 or 3.5.',
    ],
    [{ explanation: "Divide by 2." }, 'explanation: must start with "The correct answer is"'],
    [{ question_text: "If \\(\\frac{2}{x = 7\\), what is x?" }, expect.stringContaining("question_text: LaTeX")],
  ])("reports SPR problem %j", (change, problem) => {
    expect(problemsOf({ ...spr, ...change })).toContainEqual(problem)
  })
})

describe("figures", () => {
  const chart = {
    kind: "bar",
    title: "Seeds that sprouted",
    x: { label: "Storage temperature", categories: ["4 °C", "28 °C"] },
    y: { label: "Seeds", min: 0, max: 50, step: 10 },
    series: [{ name: "Seeds", values: [44, 18] }],
  }

  it("draws a Reading and Writing figure into the passage, a Math figure into the question", () => {
    const rw = validateQuestion({ ...mcq, figure: chart }, 0).question!
    expect(rw.passage).toMatch(
      /^<figure><svg [^>]*role="img" aria-label="Bar graph titled &quot;Seeds that sprouted&quot;/,
    )
    expect(rw.passage).toContain("4 °C, 44; 28 °C, 18")
    expect(rw.question_text).not.toContain("<svg")
    const math = validateQuestion(
      { ...spr, figure: chart, question_text: "<p>Look.</p>{{figure}}<p>Then?</p>" },
      0,
    ).question!
    expect(math.question_text).toMatch(/^<p>Look.<\/p><figure><svg[\s\S]*<\/svg><\/figure><p>Then\?<\/p>$/)
    expect(math.figure).toEqual(chart)
  })

  it.each([
    [{ figure: { ...chart, kind: "pie" } }, "figure: kind must be one of bar, line, scatter, function"],
    [
      { figure: { ...chart, series: [{ name: "Seeds", values: [44, 60] }] } },
      "figure: series[0].values[1] = 60 is off the y-axis",
    ],
    [{ question_text: "Where is {{figure}}?" }, "question_text: has {{figure}} but the question has no figure"],
  ])("reports %j", (change, problem) => {
    expect(problemsOf({ ...mcq, ...change })).toContain(problem)
  })
})

describe("bankProblems", () => {
  it("finds repeated ids and repeated questions", () => {
    const q = validateQuestion(mcq, 0).question as Question
    expect(
      bankProblems([q, { ...q }, { ...q, id: "rd-wic-002" }]).map((p) => `${p.id} ${p.field}: ${p.message}`),
    ).toEqual([
      "rd-wic-001 id: is used by another question",
      "rd-wic-001 question_text: repeats question rd-wic-001",
      "rd-wic-002 question_text: repeats question rd-wic-001",
    ])
  })
})

describe("bankProblems across tests", () => {
  it("finds the same passage reused, even with different markup or punctuation", () => {
    const a = validateQuestion(mcq, 0).question as Question
    const b = {
      ...a,
      id: "rd-wic-002",
      pool: "sat2-m1",
      passage: a.passage!.replace("weeks.", "weeks,").replace("<p>", ""),
      question_text: "Another question?",
    }
    expect(bankProblems([a, b]).map((p) => `${p.id} ${p.field}: ${p.message}`)).toEqual([
      "rd-wic-002 passage: repeats the passage of rd-wic-001",
    ])
  })

  it("finds a Math question repeated with different markup", () => {
    const a = validateQuestion(spr, 0).question as Question
    const b = { ...a, id: "ma-lin-002", pool: "sat3-m1", question_text: `<p>${a.question_text}</p>` }
    expect(bankProblems([a, b]).map((p) => `${p.id} ${p.field}: ${p.message}`)).toEqual([
      "ma-lin-002 question_text: repeats question ma-lin-001",
    ])
  })

  it("tells apart questions that differ only in their figure", () => {
    const fig = (v: number) => ({
      kind: "bar",
      title: "T",
      x: { label: "X", categories: ["a", "b"] },
      y: { label: "Y", min: 0, max: 10, step: 1 },
      series: [{ name: "S", values: [v, 1] }],
    })
    const a = validateQuestion({ ...spr, figure: fig(3) }, 0).question as Question
    const b = validateQuestion({ ...spr, id: "ma-lin-002", figure: fig(4) }, 0).question as Question
    expect(bankProblems([a, b])).toEqual([])
  })
})

describe("CSV import", () => {
  it("parses quoted fields with commas, quotes and newlines", () => {
    expect(parseCsv('a,b\n"x, y","say ""hi""\nthere"\n')).toEqual([
      ["a", "b"],
      ["x, y", 'say "hi"\nthere'],
    ])
  })

  it("maps option and accepted-answer columns to a question", () => {
    const raw = csvToRaw(
      [
        "id,question_type,domain,topic,difficulty_level,pool,passage,question_text,option_a,option_b,option_c,option_d,correct_answer,accepted_answers,explanation",
        `rd-wic-009,Reading Comprehension,Craft and Structure,Words in Context,4,bank,"${passage}",What does it mean?,meet,harvest,infer,collect,A,,"Choice A is correct. Because."`,
        `ma-lin-009,Math,Algebra,Linear equations in one variable,3,bank,,Solve \\(2x=7\\).,,,,,,7/2|3.5,The correct answer is 7/2.`,
      ].join("\n"),
    )
    expect(problemsOf(raw[0]!)).toEqual([])
    expect(problemsOf(raw[1]!)).toEqual([])
    expect(raw[1]).toMatchObject({ accepted_answers: ["7/2", "3.5"], difficulty_level: 3 })
  })

  it("reads a figure column as JSON, and names a cell that is not", () => {
    const figure =
      '{""kind"":""bar"",""title"":""T"",""x"":{""label"":""X"",""categories"":[""a"",""b""]},""y"":{""label"":""Y"",""min"":0,""max"":10,""step"":1},""series"":[{""name"":""S"",""values"":[3,4]}]}'
    const head = "id,question_type,domain,topic,difficulty_level,pool,question_text,accepted_answers,explanation,figure"
    const row = (fig: string) =>
      csvToRaw(
        `${head}\nma-lin-009,Math,Algebra,Linear equations in one variable,3,bank,What is a?,3,The correct answer is 3.,"${fig}"`,
      )[0]!
    const q = validateQuestion(row(figure), 0).question!
    expect(q.question_text).toMatch(/^<figure><svg /)
    expect(problemsOf(row("a bar chart"))).toContain("figure: must be an object")
  })
})

describe("html helpers", () => {
  it.each([
    ['<table><caption>Data</caption><tr><th scope="col">x</th></tr></table>', []],
    ["a <br> b <br/>", []],
    ["x < y", ['stray "<": write &lt; or &gt; (or use maths)']],
    ["<table><tr><td>1</td></tr></table>", ["<table> needs a <caption>"]],
    [
      '<svg viewBox="0 0 4 4"><line x1="0" y1="0" x2="4" y2="4"/></svg>',
      ['<svg> needs role="img" and an aria-label describing the figure'],
    ],
    ['<svg role="img" aria-label="A line from corner to corner"><line/></svg>', []],
    ["</p>", ["</p> does not close the open tag"]],
  ])("htmlProblems(%j)", (html, problems) => expect(htmlProblems(html)).toEqual(problems))

  it("counts words, not tags or maths", () => {
    expect(wordCount("<p>Two <em>words</em></p> and \\(x^2\\)")).toBe(4)
  })
})
