package jvsim.tools;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import java.io.UncheckedIOException;
import jvsim.embed.JsonReport;

/**
 * A JSON text as the tests read reports, by Jackson with the reports' mapper (strict: duplicate
 * members and trailing text are errors): objects as maps in their order, arrays as lists, integers
 * as Long, other numbers as Double, strings, booleans and null.
 */
final class JsonTree {
    private JsonTree() { }

    static Object parse(String text) {
        try {
            return JsonReport.mapper().readerFor(Object.class).with(DeserializationFeature.USE_LONG_FOR_INTS).readValue(text);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
