package jvsim.embed;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.PrettyPrinter;
import java.io.IOException;

/**
 * How the JSON report is laid out (a Jackson {@link PrettyPrinter}): a line for each member of the
 * report and for each element of an array that is such a member (each violation), indented by two
 * spaces a level; everything inside those on its line, {@code {"a": 1, "b": [2, 3]}}.
 */
final class ReportLayout implements PrettyPrinter {
    /** The report object itself is at depth 1, an array member of it at depth 2. */
    private static int depth(JsonGenerator g) { return g.getOutputContext().getNestingDepth(); }

    @Override public void writeRootValueSeparator(JsonGenerator g) throws IOException { g.writeRaw('\n'); }

    @Override public void writeStartObject(JsonGenerator g) throws IOException { g.writeRaw('{'); }

    @Override public void beforeObjectEntries(JsonGenerator g) throws IOException {
        if (depth(g) == 1) g.writeRaw("\n  ");
    }

    @Override public void writeObjectFieldValueSeparator(JsonGenerator g) throws IOException { g.writeRaw(": "); }

    @Override public void writeObjectEntrySeparator(JsonGenerator g) throws IOException { g.writeRaw(depth(g) == 1 ? ",\n  " : ", "); }

    @Override public void writeEndObject(JsonGenerator g, int entries) throws IOException {
        g.writeRaw(depth(g) == 1 && entries > 0 ? "\n}" : "}");
    }

    @Override public void writeStartArray(JsonGenerator g) throws IOException { g.writeRaw('['); }

    @Override public void beforeArrayValues(JsonGenerator g) throws IOException {
        if (depth(g) == 2) g.writeRaw("\n    ");
    }

    @Override public void writeArrayValueSeparator(JsonGenerator g) throws IOException { g.writeRaw(depth(g) == 2 ? ",\n    " : ", "); }

    @Override public void writeEndArray(JsonGenerator g, int values) throws IOException {
        g.writeRaw(depth(g) == 2 && values > 0 ? "\n  ]" : "]");
    }
}
