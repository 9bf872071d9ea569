package jvsim.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import jvsim.search.SearchStrategy;
import jvsim.search.Strategies;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The reference docs name everything users can give: every option of the command line (picocli's
 * and the strategies' own) is in docs/cli.md, and every search strategy of the registry in
 * docs/cli.md and docs/embedding.md.
 */
class DocsCompleteTest {
    private static String doc(String name) throws IOException {
        return Files.readString(DocsCommandsTest.ROOT.resolve("docs").resolve(name));
    }

    @Test
    void everyOptionIsInTheCliDoc() throws IOException {
        String cli = doc("cli.md");
        List<String> missing = new ArrayList<>();
        for (CommandLine.Model.OptionSpec o : new CommandLine(new CliOptions()).getCommandSpec().options()) {
            if (o.hidden()) continue;
            boolean named = false;
            for (String n : o.names()) named |= cli.contains("`" + n) || cli.contains(" " + n + "`") || cli.contains(", " + n);
            if (!named) missing.add(String.join("/", o.names()));
        }
        assertEquals(List.of(), missing, "options missing from docs/cli.md");
    }

    /** The strategies' own options (--probes, --preemptions, ...), which the command line takes from the registry, not from picocli. */
    @Test
    void everyStrategyOptionIsInTheCliDoc() throws IOException {
        String cli = doc("cli.md");
        List<String> missing = new ArrayList<>();
        for (Strategies.OptionInfo o : Strategies.options()) {
            String flag = "--" + o.name();
            if (!cli.contains("`" + flag + "=") && !cli.contains("`" + flag + "`")) missing.add(flag + " (" + String.join(", ", o.strategies()) + ")");
        }
        assertEquals(List.of(), missing, "strategy options missing from docs/cli.md");
    }

    @Test
    void everyStrategyIsInTheCliAndEmbeddingDocs() throws IOException {
        String cli = doc("cli.md"), embedding = doc("embedding.md");
        List<String> missing = new ArrayList<>();
        for (SearchStrategy<?> s : Strategies.all()) {
            if (!cli.contains("`" + s.name() + "`")) missing.add("cli.md: " + s.name());
            if (!embedding.contains("\"" + s.name() + "\"") && !embedding.contains("`" + s.name() + "`")) missing.add("embedding.md: " + s.name());
        }
        assertEquals(List.of(), missing, "strategies missing from the docs");
    }
}
