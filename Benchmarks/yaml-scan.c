/* yaml-scan: reads each file named on the command line and pulls every libyaml event, nothing else.
 * The floor for any libyaml-based tool; scripts/benchmark runs it beside themec on the same files.
 * Build: cc -O2 -o yaml-scan Benchmarks/yaml-scan.c -lyaml */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

int main(int argc, char **argv) {
    unsigned long events = 0;
    for (int i = 1; i < argc; i++) {
        FILE *file = fopen(argv[i], "rb");
        if (!file) { perror(argv[i]); return 1; }
        fseek(file, 0, SEEK_END);
        long size = ftell(file);
        fseek(file, 0, SEEK_SET);
        unsigned char *bytes = malloc(size > 0 ? size : 1);
        if (size > 0 && fread(bytes, 1, size, file) != (size_t)size) { perror(argv[i]); return 1; }
        fclose(file);

        yaml_parser_t parser;
        yaml_event_t event;
        yaml_parser_initialize(&parser);
        yaml_parser_set_input_string(&parser, bytes, size);
        int done = 0;
        while (!done) {
            if (!yaml_parser_parse(&parser, &event)) {
                fprintf(stderr, "%s: %s\n", argv[i], parser.problem ? parser.problem : "error");
                return 1;
            }
            done = event.type == YAML_STREAM_END_EVENT;
            events++;
            yaml_event_delete(&event);
        }
        yaml_parser_delete(&parser);
        free(bytes);
    }
    printf("%lu events\n", events);
    return 0;
}
