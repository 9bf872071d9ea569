package jvsim.embed;

import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The JSON report of a run: its {@link ReportDocument} written by Jackson, laid out by
 * {@link ReportLayout}, and read back.
 */
public final class JsonReport {
    private JsonReport() { }

    /** The mapper, made when a report is first written or read (a run without a report does not pay for it). */
    private static final class Mappers {
        static final ObjectMapper MAPPER = JsonMapper.builder(new JsonFactoryBuilder()
                        .characterEscapes(new Escapes())
                        .disable(JsonWriteFeature.WRITE_HEX_UPPER_CASE)
                        .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                        .build())
                // a report of another jvsim version may have members this one does not know
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                // a string is a string: a number or a boolean where the report has text is an error
                .withCoercionConfig(LogicalType.Textual, c -> c.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                        .setCoercion(CoercionInputShape.Float, CoercionAction.Fail).setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
                .build();
        static final ObjectWriter REPORT = MAPPER.writer(new ReportLayout());
    }

    /** The mapper of reports: as they are written (escapes) and read (unknown members ignored, duplicate ones and trailing text an error). */
    public static ObjectMapper mapper() { return Mappers.MAPPER; }

    public static void write(Path file, Report outcome) throws IOException {
        write(file, outcome, null);
    }

    /** The report of a run of that search (null: a run without search, --search=none). */
    public static void write(Path file, Report outcome, SearchDescription search) throws IOException {
        Files.writeString(file, toJson(outcome, search), StandardCharsets.UTF_8);
    }

    public static String toJson(Report o) { return toJson(o, null); }

    /**
     * The report; with a search, it ends with "run" (what ran: target, arguments, class path and
     * the settings a replay needs, {@link Invocation}) and "search": the strategy's name, its
     * parameters (the values of its options, defaults included) and the seed.
     */
    public static String toJson(Report o, SearchDescription search) { return toJson(ReportDocument.of(o, search)); }

    /** The text of a report: a line for each member, then a line break. */
    public static String toJson(ReportDocument d) {
        try {
            return Mappers.REPORT.writeValueAsString(d) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The report in that text; JsonProcessingException when it is not JSON or not a report's. */
    public static ReportDocument read(String text) throws JsonProcessingException {
        return Mappers.MAPPER.readValue(text, ReportDocument.class);
    }

    /**
     * Beside JSON's own escapes: the line and paragraph separators (U+2028, U+2029) and surrogates,
     * so that any reader takes the text, and a lone surrogate (a program may print one) survives
     * encoding in UTF-8.
     */
    private static final class Escapes extends CharacterEscapes {
        private final int[] ascii = standardAsciiEscapesForJSON();

        @Override public int[] getEscapeCodesForAscii() { return ascii; }

        @Override public SerializableString getEscapeSequence(int c) {
            return c == 0x2028 || c == 0x2029 || Character.isSurrogate((char) c) ? new SerializedString(String.format("\\u%04x", c)) : null;
        }
    }
}
