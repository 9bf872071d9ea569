package jvsim.tools;

import java.util.LinkedHashMap;
import java.util.Map;
import jvsim.search.SearchStrategy;
import jvsim.search.Strategies;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The command line's part of the strategy registry ({@link Strategies}): an option
 * {@code --name=<value>} for every option of every strategy, and a help section listing the
 * strategies, so that a new strategy needs no change here.
 */
final class StrategyOptions {
    private StrategyOptions() { }

    private static final String SECTION = "strategies";

    /** Declares the strategies' options and the help section on cl. */
    static void addTo(CommandLine cl) {
        for (Strategies.OptionInfo info : Strategies.options()) {
            String name = "--" + info.name();
            if (cl.getCommandSpec().findOption(name) != null)
                throw new IllegalStateException("jvsim: strategy option " + name + " (" + info.strategies() + ") clashes with a jvsim option");
            cl.getCommandSpec().addOption(OptionSpec.builder(name).paramLabel(info.label()).type(String.class)
                    .description(info.description()).build());
        }
        // the strategies after the options, before the exit statuses
        cl.getHelpSectionMap().put(SECTION, help -> {
            StringBuilder b = new StringBuilder(String.format("%nSearch strategies (--search):%n"));
            int width = 0;
            for (SearchStrategy<?> s : Strategies.all()) width = Math.max(width, s.name().length());
            for (SearchStrategy<?> s : Strategies.all())
                b.append(String.format("  %-" + width + "s  %s%n", s.name(), s.description()));
            return b.toString();
        });
        var keys = new java.util.ArrayList<>(cl.getHelpSectionKeys());
        keys.add(keys.indexOf(CommandLine.Model.UsageMessageSpec.SECTION_KEY_FOOTER_HEADING), SECTION);
        cl.setHelpSectionKeys(keys);
    }

    /** The strategy options given on the parsed command line, by option name (without dashes). */
    static Map<String, String> given(CommandLine cl) {
        Map<String, String> m = new LinkedHashMap<>();
        for (Strategies.OptionInfo info : Strategies.options()) {
            OptionSpec spec = cl.getParseResult().matchedOption("--" + info.name());
            if (spec != null) m.put(info.name(), spec.getValue());
        }
        return m;
    }
}
