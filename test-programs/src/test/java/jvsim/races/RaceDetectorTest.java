package jvsim.races;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import jvsim.listeners.RaceDetector;
import jvsim.search.DporSearch;
import jvsim.search.RandomSearch;
import jvsim.search.Search;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.search.Violation;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Race programs with known verdicts (races.txt): the detector must report the race on the expected
 * field within a few random executions, and report nothing for correctly synchronized programs,
 * under random schedules and under DPOR.
 */
class RaceDetectorTest {
    private static final Path CLASSES = Path.of("target", "classes");

    static SearchResult search(Search s, String program, long executions) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = program;
        c.maxExecutions = executions;
        c.seed = 1;
        c.listeners.add(new RaceDetector());
        return s.run(c);
    }

    @TestFactory
    Stream<DynamicTest> verdicts() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (String line : lines()) {
            String[] f = line.split("\\s+");
            String program = f[0], field = f[1];
            tests.add(DynamicTest.dynamicTest(program, () -> {
                if (field.equals("none")) {
                    for (Search s : List.of(new RandomSearch(), new DporSearch())) {
                        SearchResult r = search(s, program, 60);
                        assertEquals(List.of(), r.violations.stream().map(Violation::toString).toList(), program + " with " + s.getClass().getSimpleName());
                    }
                } else {
                    SearchResult r = search(new RandomSearch(), program, 60);
                    assertTrue(r.violated(), program + ": no race found in " + r.executions + " executions");
                    Violation v = r.violations.get(0);
                    assertEquals(jvsim.vm.ViolationKind.DATA_RACE, v.kind, v.toString());
                    assertEquals(field, v.field, v.toString());
                    assertTrue(v.message.contains(" at "), v.message);
                    // the race typed: its later access is the reported thread's, the two accesses are those the message names
                    assertEquals(v.thread, v.race.later().thread(), v.toString());
                    assertTrue(v.race.earlier().write() || v.race.later().write(), v.toString());
                    for (jvsim.vm.Race.Access a : List.of(v.race.earlier(), v.race.later()))
                        assertTrue(v.message.contains("\"" + a.thread() + "\" at " + a.where()), a + " in " + v.message);
                    assertTrue(v.race.subject().startsWith(field), v.race.toString());
                }
            }));
        }
        return tests.stream();
    }

    /** Array races are reported once per allocation site, each naming it, with the element type as the field. */
    @org.junit.jupiter.api.Test
    void arrayRacesOncePerAllocationSite() {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = "races.ArraySites";
        c.findAll = true;
        c.listeners.add(new RaceDetector());
        SearchResult r = new DporSearch().run(c);
        List<String> sites = r.violations.stream().map(v -> {
            assertEquals("int[]", v.field, v.toString());
            return v.message.substring(v.message.indexOf("(allocated at "), v.message.indexOf("):") + 1);
        }).sorted().toList();
        assertEquals(List.of("(allocated at races.ArraySites.main(ArraySites.java:15))", "(allocated at races.ArraySites.make(ArraySites.java:10))"), sites);
    }

    private static List<String> lines() throws IOException {
        try (InputStream in = RaceDetectorTest.class.getResourceAsStream("/races.txt")) {
            List<String> out = new ArrayList<>();
            for (String l : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                l = l.strip();
                if (!l.isEmpty() && !l.startsWith("#")) out.add(l);
            }
            return out;
        }
    }
}
